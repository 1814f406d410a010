import { SecretPicture } from '@/components/ui/secret-picture'
import { Spinner } from '@/components/ui/spinner'
import { SECRET_PICTURES } from '@/lib/secret-pictures'
import { m } from '@/paraglide/messages'
import type { JoinClassmate } from '../find-class.server'
import type { JoinStep } from '../join-steps'
import type { JoinFlowState } from '../use-join-flow'
import { BackButton, ErrorBox, Panel, StepHeading, TextStep } from './join-parts'

type PictureStepState = Extract<JoinStep, { kind: 'picture' }>

/** The child's secret picture, or their two one after the other, each with its word. */
export function PictureStep({ flow, step }: { flow: JoinFlowState; step: PictureStepState }) {
  const { busy } = flow
  const { student, first } = step
  const twoPictures = student.pictures === 2
  return (
    <Panel wide>
      <BackButton onClick={flow.back}>
        {first === undefined ? m.join_not_me() : m.join_back_first_picture()}
      </BackButton>
      <StepHeading headingRef={flow.headingRef}>
        {!twoPictures
          ? m.join_tap_secret_picture({ name: student.name })
          : first === undefined
            ? m.join_tap_first_picture({ name: student.name })
            : m.join_tap_second_picture()}
      </StepHeading>
      {first !== undefined ? (
        <p className="flex items-center gap-3 text-lg" data-testid="first-picture">
          <span>{m.join_first()}</span>
          <SecretPicture picture={first} withLabel className="w-14 text-base" />
        </p>
      ) : null}
      <ErrorBox error={flow.error} />
      <ul
        className="grid grid-cols-3 gap-3 sm:grid-cols-4 sm:gap-4"
        aria-label={
          twoPictures
            ? first === undefined
              ? m.join_first_picture()
              : m.join_second_picture()
            : m.join_pictures()
        }
      >
        {SECRET_PICTURES.map((picture) => (
          <li key={picture.id}>
            <button
              type="button"
              disabled={busy}
              aria-busy={(busy && step.tapped === picture.id) || undefined}
              onClick={() => flow.tap(picture.id)}
              className="relative grid w-full place-items-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-3 text-lg shadow-sm hover:border-amber-500 hover:bg-amber-50 focus-visible:outline-4 focus-visible:outline-brand-500 focus-visible:outline-offset-2 disabled:opacity-60"
            >
              {busy && step.tapped === picture.id ? (
                <span className="absolute top-2 right-2">
                  <Spinner />
                </span>
              ) : null}
              <SecretPicture picture={picture.id} withLabel className="w-20 text-lg sm:w-24" />
            </button>
          </li>
        ))}
      </ul>
      {busy ? (
        <p className="flex items-center gap-2 text-lg" role="status">
          <Spinner /> {m.join_checking()}
        </p>
      ) : null}
    </Panel>
  )
}

/** The child's two secret words, typed. */
export function WordsStep({ flow, student }: { flow: JoinFlowState; student: JoinClassmate }) {
  return (
    <Panel>
      <BackButton onClick={flow.back}>{m.join_not_me()}</BackButton>
      <StepHeading headingRef={flow.headingRef}>
        {m.join_type_secret_words({ name: student.name })}
      </StepHeading>
      <ErrorBox error={flow.error} />
      <TextStep
        label={m.join_two_secret_words()}
        hint={m.join_secret_words_hint()}
        button={m.join_go_bang()}
        busy={flow.busy}
        autoComplete="off"
        onSubmit={flow.signInWithWords}
      />
    </Panel>
  )
}
