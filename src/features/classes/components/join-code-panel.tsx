import { Check, Copy, DoorOpen, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { cn } from '@/components/ui/cn'
import { Dialog } from '@/components/ui/dialog'
import { WebAddress } from '@/components/ui/web-address'
import { studentKeys } from '@/features/students/students.queries'
import { clockTime } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { m } from '@/paraglide/messages'
import { classKeys } from '../classes.queries'
import { type ClassLoginType, loginTypeLabels } from '../classes.schemas'

interface JoinCodePanelProps {
  joinCode: string
  /** The school's host, e.g. demo.codeschool.example: children type it without https://. */
  schoolHost: string
  /** The school's configured origin, for the join link a teacher copies. */
  schoolOrigin: string
  loginType: ClassLoginType
  quickJoin: boolean
  /** Children may make their own account with the code (/student/register). */
  selfRegistration: boolean
  /** Until then the whole class may join at once (decision 161). */
  joinOpenUntil: Date | null
  archived: boolean
  onRegenerate: () => Promise<unknown>
  onOpenJoin: () => Promise<unknown>
  onCloseJoin: () => Promise<unknown>
}

/** The class's join code, big enough to copy from the board, and its join link. */
export function JoinCodePanel({
  joinCode,
  schoolHost,
  schoolOrigin,
  loginType,
  quickJoin,
  selfRegistration,
  joinOpenUntil,
  archived,
  onRegenerate,
  onOpenJoin,
  onCloseJoin,
}: JoinCodePanelProps) {
  const [copied, setCopied] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const action = useAction({ invalidates: [classKeys.all, studentKeys.all] })
  const path = `/join?code=${joinCode}`

  const copy = async () => {
    await navigator.clipboard?.writeText(`${schoolOrigin}${path}`)
    setCopied(true)
    setTimeout(() => setCopied(false), 2000)
  }

  const regenerate = async () => {
    if (await action.run('regenerate', onRegenerate)) setConfirming(false)
  }

  if (archived) {
    return (
      <Card aria-labelledby="join-heading">
        <h2 id="join-heading" className="font-bold text-xl">
          {m.classes_join_code()}
        </h2>
        <p className="mt-2 text-slate-700">{m.classes_join_archived()}</p>
      </Card>
    )
  }

  return (
    <Card aria-labelledby="join-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="join-heading" className="font-bold text-xl">
          {m.classes_join_code()}
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {m.classes_new_code()}
        </Button>
      </div>
      <p
        className="font-bold font-mono text-5xl tracking-[0.3em] text-brand-700 sm:text-6xl"
        translate="no"
        dir="ltr"
      >
        <span aria-hidden="true" data-testid="join-code">
          {joinCode}
        </span>
        <span className="sr-only">{joinCode.split('').join(' ')}</span>
      </p>
      <ol className="list-decimal space-y-1 ps-5 text-slate-700">
        <li>
          {m.classes_join_step_open()}{' '}
          <strong>
            <WebAddress address={`${schoolHost}${path}`} />
          </strong>
          {m.classes_join_step_filled_in()}
        </li>
        <li>
          {loginType === 'password'
            ? m.classes_join_step_password()
            : m.classes_join_step_login({
                title: loginTypeLabels[loginType].title(),
                description: loginTypeLabels[loginType].description(),
              })}
        </li>
        {quickJoin ? <li>{m.classes_join_step_quick_join()}</li> : null}
      </ol>
      {quickJoin || selfRegistration ? (
        <JoinWindow joinOpenUntil={joinOpenUntil} onOpen={onOpenJoin} onClose={onCloseJoin} />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <code className="rounded bg-slate-100 px-2 py-1 text-sm">
          <WebAddress address={`${schoolHost}${path}`} />
        </code>
        <Button variant="ghost" size="sm" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? m.classes_copied() : m.classes_copy_join_link()}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.classes_new_code_question()}
        description={m.classes_new_code_description()}
      >
        {action.error ? <Alert tone="error">{action.error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <ActionButton onClick={regenerate} pending={action.pending}>
            {m.classes_make_new_code()}
          </ActionButton>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {m.classes_keep_code()}
          </Button>
        </div>
      </Dialog>
    </Card>
  )
}

/**
 * "Let the whole class join for the next hour" (decision 161): new children are limited per school
 * address and per class, so a class joining together from school asks the teacher to open it first.
 */
function JoinWindow({
  joinOpenUntil,
  onOpen,
  onClose,
}: {
  joinOpenUntil: Date | null
  onOpen: () => Promise<unknown>
  onClose: () => Promise<unknown>
}) {
  const action = useAction({ invalidates: [classKeys.all] })
  const until = joinOpenUntil ? new Date(joinOpenUntil) : null
  const open = until !== null && until.getTime() > Date.now()
  return (
    <div
      className={cn(
        'grid gap-2 rounded-lg border px-4 py-3',
        open ? 'border-green-300 bg-green-50' : 'border-slate-200 bg-slate-50',
      )}
      data-testid="join-window"
    >
      {open ? (
        <p className="flex items-center gap-2 font-semibold text-green-900">
          <DoorOpen aria-hidden="true" className="size-5 shrink-0" />
          {m.classes_join_open_until({ time: clockTime(until) })}
        </p>
      ) : (
        <p className="text-slate-700">{m.classes_join_window_closed()}</p>
      )}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <div>
        {open ? (
          <ActionButton
            variant="secondary"
            size="sm"
            pending={action.pending}
            onClick={() => action.run('close', onClose)}
          >
            {m.classes_close_joining()}
          </ActionButton>
        ) : (
          <ActionButton
            variant="secondary"
            size="sm"
            pending={action.pending}
            onClick={() => action.run('open', onOpen)}
            icon={<DoorOpen aria-hidden="true" className="size-4" />}
          >
            {m.classes_open_joining()}
          </ActionButton>
        )}
      </div>
    </div>
  )
}
