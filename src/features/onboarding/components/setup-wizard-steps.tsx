import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Printer } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'
import { useAppForm } from '@/components/form/use-app-form'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { TextLink } from '@/components/ui/text-link'
import { WebAddress } from '@/components/ui/web-address'
import { JoinCardsSheet } from '@/features/classes'
import { saveMyName } from '@/features/profile/profile.functions'
import { profileNameSchema } from '@/features/profile/profile.schemas'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { setupCardsQuery } from '../onboarding.queries'
import type { SetupState } from '../setup.server'
import type { CreatedClass } from '../setup-steps'

/** A step of the wizard: its heading (focused when the step opens), a line about it, its form. */
export function StepCard({
  headingRef,
  title,
  description,
  children,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  title: string
  description?: ReactNode
  children: ReactNode
}) {
  return (
    <Card>
      <div className="mb-5 grid gap-1">
        <h2 ref={headingRef} tabIndex={-1} className="font-bold text-2xl focus:outline-none">
          {title}
        </h2>
        {description ? <p className="text-slate-700">{description}</p> : null}
      </div>
      {children}
    </Card>
  )
}

/** The step's buttons: on to the next step, and back. */
export function StepButtons({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      {children}
      {onBack ? (
        <Button variant="ghost" onClick={onBack}>
          {m.onboarding_back()}
        </Button>
      ) : null}
    </div>
  )
}

/** Step 1: the name students call the teacher by (saved at once). */
export function NameStep({
  headingRef,
  name,
  myClasses,
  onDone,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  name: string
  myClasses: SetupState['myClasses']
  onDone: () => void | Promise<void>
}) {
  const { form } = useAppForm({
    defaultValues: { name },
    validators: { onSubmit: profileNameSchema },
    skipResetForm: true,
    submit: (values) => saveMyName({ data: values }),
    onSuccess: () => onDone(),
  })
  return (
    <StepCard
      headingRef={headingRef}
      title={m.onboarding_name_title()}
      description={m.onboarding_name_description()}
    >
      {myClasses.length > 0 ? (
        <Alert
          className="mb-5"
          title={m.onboarding_already_teach({
            classes: myClasses.map((schoolClass) => schoolClass.name).join(', '),
          })}
        >
          <p>
            {m.onboarding_carry_on()}{' '}
            <TextLink to="/dashboard/overview">{m.onboarding_go_to_overview()}</TextLink>
            {m.onboarding_full_stop()}
          </p>
        </Alert>
      ) : null}
      <form.Form className="grid gap-5">
        <form.FormError />
        <form.AppField name="name">
          {(field) => (
            <field.TextField
              label={m.profile_name_label()}
              hint={m.onboarding_name_hint()}
              autoComplete="name"
            />
          )}
        </form.AppField>
        <StepButtons>
          <form.SubmitButton>{m.onboarding_next_class()}</form.SubmitButton>
        </StepButtons>
      </form.Form>
    </StepCard>
  )
}

/** Step 4: the new class's code, its join address and cards to print. */
export function JoinStep({
  headingRef,
  created,
  schoolAddress,
}: {
  headingRef: RefObject<HTMLHeadingElement | null>
  created: CreatedClass
  schoolAddress: string
}) {
  const cards = useQuery(setupCardsQuery(created.id))
  const schoolOrigin = pageOriginOf(useRequestContext())
  const joinUrl = `${schoolAddress}/join?code=${created.joinCode}`
  return (
    <StepCard
      headingRef={headingRef}
      title={m.onboarding_ready({ name: created.name })}
      description={m.onboarding_ready_description()}
    >
      <div className="grid gap-6">
        <div className="grid gap-4 rounded-xl border border-brand-100 bg-brand-50 p-5 sm:grid-cols-2">
          <div>
            <p className="font-semibold text-slate-700">{m.onboarding_class_code()}</p>
            <p
              className="font-bold font-mono text-5xl tracking-[0.2em]"
              data-testid="join-code"
              translate="no"
              dir="ltr"
            >
              {created.joinCode}
            </p>
          </div>
          <div>
            <p className="font-semibold text-slate-700">{m.onboarding_join_address()}</p>
            <p className="font-bold text-xl">
              <WebAddress address={joinUrl.replace(/^https?:\/\//, '')} />
            </p>
          </div>
        </div>
        <div className="flex flex-wrap gap-3">
          <Button onClick={() => window.print()} disabled={!cards.data}>
            <Printer aria-hidden="true" className="size-5" />
            {m.onboarding_print_login_cards()}
          </Button>
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: created.id }}
            className={buttonVariants({ variant: 'secondary' })}
          >
            {m.onboarding_open_my_class()}
          </Link>
          <Link to="/dashboard/overview" className={buttonVariants({ variant: 'ghost' })}>
            {m.onboarding_go_to_my_overview()}
          </Link>
        </div>
        {cards.isError ? <Alert tone="error">{m.onboarding_cards_not_loaded()}</Alert> : null}
        {cards.data ? (
          <div className="grid gap-2">
            <h3 className="font-bold text-lg">{m.onboarding_join_cards()}</h3>
            <p className="text-slate-700">{m.onboarding_join_cards_description()}</p>
            <JoinCardsSheet
              className={created.name}
              joinCode={created.joinCode}
              school={cards.data.school}
              schoolAddress={schoolAddress}
              schoolOrigin={schoolOrigin}
            />
          </div>
        ) : null}
      </div>
    </StepCard>
  )
}
