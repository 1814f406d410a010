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
            <h1 className="font-bold text-3xl tracking-tight">Login cards</h1>
            <p className="text-slate-600">
              Print, cut along the dashed lines and hand each child their card. Scanning a card opens the
              child's own picture step.
            </p>
          </div>
          <div className="flex gap-2">
            <Link
              to="/dashboard/groups/$groupUUID"
              params={{ groupUUID: classId }}
              className={buttonVariants({ variant: 'ghost' })}
            >
              Back to the class
            </Link>
            <Button
              onClick={() => window.print()}
              disabled={!printable}
              aria-describedby={printable ? undefined : reasonId}
            >
              <Printer aria-hidden="true" className="size-5" />
              Print
            </Button>
          </div>
        </div>
        {printable ? null : (
          <p id={reasonId} className="font-semibold text-slate-800">
            Nothing to print yet: no child in this class has an account.
            {waiting > 0
              ? ' Make accounts for the children who joined with their name, then print their cards.'
              : ' Print the join instructions instead: children join with the QR code and their name.'}
          </p>
        )}
        {waiting > 0 ? (
          <div className="grid gap-2 rounded-xl border border-brand-100 bg-brand-50 p-4">
            <p className="text-slate-800">
              {waiting} {waiting === 1 ? 'child' : 'children'} joined with just a name. Make{' '}
              {waiting === 1 ? 'an account' : 'accounts'} for them: a username, two secret pictures and secret
              words are made, and all their work stays theirs.
            </p>
            {makeAccounts.error ? <Alert tone="error">{makeAccounts.error}</Alert> : null}
            <ActionButton
              className="w-fit"
              pending={makeAccounts.pending}
              onClick={() => makeAccounts.run('make', () => makeClassAccountsFn({ data: { classId } }))}
            >
              Make accounts for {waiting} {waiting === 1 ? 'child' : 'children'}
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
            Print join instructions
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
          <h1 className="font-bold text-3xl tracking-tight">Join instructions</h1>
          <p className="text-slate-600">
            Children scan the QR code (or type the address) and type their name. Print, cut and hand out, or
            show one on the board.
          </p>
        </div>
        <div className="flex gap-2">
          <Link
            to="/dashboard/groups/$groupUUID"
            params={{ groupUUID: classId }}
            className={buttonVariants({ variant: 'ghost' })}
          >
            Back to the class
          </Link>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-5" />
            Print
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
          <h1 className="font-bold text-3xl tracking-tight">Login cards</h1>
          <p className="text-slate-600">Every class starts on a new page. Cut along the dashed lines.</p>
        </div>
        <div className="flex gap-2">
          <Link to="/dashboard/groups" className={buttonVariants({ variant: 'ghost' })}>
            Back to classes
          </Link>
          <Button
            onClick={() => window.print()}
            disabled={!printable}
            aria-describedby={printable ? undefined : 'print-reason'}
          >
            <Printer aria-hidden="true" className="size-5" />
            Print
          </Button>
        </div>
        {printable ? null : (
          <p id="print-reason" className="w-full font-semibold text-slate-800">
            Nothing to print yet: no child in these classes has an account. Open a class to print its join
            instructions or to make accounts for children who joined with their name.
          </p>
        )}
      </div>
      <LoginCardsSheet cards={cards} schoolHost={host} schoolOrigin={pageOriginOf(context)} />
    </section>
  )
}
