import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Printer, QrCode as QrCodeIcon } from 'lucide-react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button, buttonVariants } from '@/components/ui/button'
import { ClassSignInCards } from '@/features/sign-in-providers'
import { LoginCardsSheet } from '@/features/students'
import { makeClassAccountsFn } from '@/features/students/students.functions'
import { loginCardsQuery, studentKeys } from '@/features/students/students.queries'
import { pageOriginOf, useRequestContext } from '@/lib/request-context/use-request-context'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { classKeys } from '../classes.queries'
import { schoolHostOf } from '../school-host'
import { JoinCardsSheet } from './join-cards-sheet'

/** The login cards of one class, and a way to make accounts for children who joined with a name. */
export function ClassLoginCards({
  classId,
  host,
  origin,
}: {
  classId: string
  host: string
  origin: string
}) {
  const { data: cards } = useSuspenseQuery(loginCardsQuery([classId]))
  const makeAccounts = useAction({ invalidates: [studentKeys.all, classKeys.all] })
  const schoolClass = cards.classes[0]
  const printable = (schoolClass?.students.length ?? 0) > 0
  const waiting = schoolClass?.sessionOnly ?? 0
  const reasonId = 'print-reason'
  return (
    <section>
      <div className="no-print mb-6 grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div>
            <h1 className="font-bold text-3xl tracking-tight">{m.classes_login_cards()}</h1>
            <p className="text-slate-600">{m.classes_login_cards_description()}</p>
          </div>
          <div className="flex gap-2">
            <Link
              to="/dashboard/groups/$groupUUID"
              params={{ groupUUID: classId }}
              className={buttonVariants({ variant: 'ghost' })}
            >
              {m.classes_back_to_class()}
            </Link>
            <Button
              onClick={() => window.print()}
              disabled={!printable}
              aria-describedby={printable ? undefined : reasonId}
            >
              <Printer aria-hidden="true" className="size-5" />
              {m.classes_print()}
            </Button>
          </div>
        </div>
        {printable ? null : (
          <p id={reasonId} className="font-semibold text-slate-800">
            {m.classes_nothing_to_print()}{' '}
            {waiting > 0 ? m.classes_nothing_to_print_make() : m.classes_nothing_to_print_join()}
          </p>
        )}
        {waiting > 0 ? (
          <div className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="text-slate-800">{m.classes_joined_with_name({ count: waiting })}</p>
            {makeAccounts.error ? <Alert tone="error">{makeAccounts.error}</Alert> : null}
            <ActionButton
              className="w-fit"
              pending={makeAccounts.pending}
              onClick={() => makeAccounts.run('make', () => makeClassAccountsFn({ data: { classId } }))}
            >
              {m.classes_make_accounts_for({ count: waiting })}
            </ActionButton>
          </div>
        ) : null}
        <ClassSignInCards studentIds={schoolClass?.students.map((student) => student.id) ?? []} />
        {!printable && waiting === 0 ? (
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: classId }}
            search={{ cards: 'join' }}
            className={buttonVariants({ variant: 'secondary', className: 'w-fit' })}
          >
            <QrCodeIcon aria-hidden="true" className="size-5" />
            {m.classes_print_join_instructions()}
          </Link>
        ) : null}
      </div>
      <LoginCardsSheet cards={cards} schoolHost={host} schoolOrigin={origin} />
    </section>
  )
}

/** The join instructions of one class: its QR code and address, to print or show on the board. */
export function ClassJoinInstructions({
  classId,
  className,
  joinCode,
  host,
  origin,
  schoolName,
}: {
  classId: string
  className: string
  joinCode: string
  host: string
  origin: string
  schoolName: string
}) {
  return (
    <section>
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">{m.classes_join_instructions()}</h1>
          <p className="text-slate-600">{m.classes_join_instructions_description()}</p>
        </div>
        <div className="flex gap-2">
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: classId }}
            className={buttonVariants({ variant: 'ghost' })}
          >
            {m.classes_back_to_class()}
          </Link>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            {m.classes_print()}
          </Button>
        </div>
      </div>
      <JoinCardsSheet
        className={className}
        joinCode={joinCode}
        school={{ name: schoolName, address: null }}
        schoolAddress={host}
        schoolOrigin={origin}
      />
    </section>
  )
}

/** The login cards of every active class, each class on its own printed page. */
export function AllClassesLoginCards({ classIds }: { classIds: string[] }) {
  const { data: cards } = useSuspenseQuery(loginCardsQuery(classIds))
  const context = useRequestContext()
  const host = schoolHostOf(context)
  const printable = cards.classes.some((schoolClass) => schoolClass.students.length > 0)
  return (
    <section>
      <div className="no-print mb-6 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="font-bold text-3xl tracking-tight">{m.classes_login_cards()}</h1>
          <p className="text-slate-600">{m.classes_every_class_new_page()}</p>
        </div>
        <div className="flex gap-2">
          <Link to="/dashboard/groups" className={buttonVariants({ variant: 'ghost' })}>
            {m.classes_back_to_classes()}
          </Link>
          <Button
            onClick={() => window.print()}
            disabled={!printable}
            aria-describedby={printable ? undefined : 'print-reason'}
          >
            <Printer aria-hidden="true" className="size-5" />
            {m.classes_print()}
          </Button>
        </div>
        {printable ? null : (
          <p id="print-reason" className="w-full font-semibold text-slate-800">
            {m.classes_nothing_to_print_all()}
          </p>
        )}
      </div>
      <LoginCardsSheet cards={cards} schoolHost={host} schoolOrigin={pageOriginOf(context)} />
    </section>
  )
}
