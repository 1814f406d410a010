import { TextLink } from '@/components/ui/text-link'
import { ProviderButtons } from '@/features/sign-in-providers'
import { m } from '@/paraglide/messages'
import { type JoinFlowOptions, useJoinFlow } from '../use-join-flow'
import { NamesStep } from './join-names-step'
import { CodeForm, ErrorBox, Panel, StepHeading } from './join-parts'
import { PictureStep, WordsStep } from './join-secret-steps'

/**
 * Joining a class, for children as young as 4: type the class code (or open the join link), tap
 * your name, tap your two secret pictures (one for a child who has one) or type your secret words — or, when the class allows it,
 * just type your name. Big targets, few words, every picture has its word. Each step is one input
 * beside one big button, sized for small hands, so the steps draw their own inputs; their state
 * and calls are in `useJoinFlow`.
 */
export function JoinFlow(options: JoinFlowOptions) {
  const flow = useJoinFlow(options)
  const { step } = flow
  switch (step.kind) {
    case 'code':
      return (
        <Panel>
          <StepHeading headingRef={flow.headingRef}>{m.join_title()}</StepHeading>
          <p className="text-lg text-slate-700">{m.join_type_code()}</p>
          <ErrorBox error={flow.error} />
          <ProviderButtons forStudents />
          <CodeForm
            code={flow.code}
            busy={flow.busy}
            onChange={flow.setCode}
            onSubmit={(event) => {
              event.preventDefault()
              flow.submitCode()
            }}
          />
          <p className="text-slate-700">
            {m.join_have_username()}{' '}
            <TextLink to="/login" search={{ tab: 'student' }}>
              {m.join_sign_in_here()}
            </TextLink>
          </p>
        </Panel>
      )
    case 'names':
      return <NamesStep flow={flow} schoolClass={step.schoolClass} />
    case 'picture':
      return <PictureStep flow={flow} step={step} />
    case 'words':
      return <WordsStep flow={flow} student={step.student} />
  }
}
