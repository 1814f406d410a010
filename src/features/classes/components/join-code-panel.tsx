import { Check, Copy, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Dialog } from '@/components/ui/dialog'
import { studentKeys } from '@/features/students/students.queries'
import { useAction } from '@/lib/use-action'
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
  archived: boolean
  onRegenerate: () => Promise<unknown>
}

/** The class's join code, big enough to copy from the board, and its join link. */
export function JoinCodePanel({
  joinCode,
  schoolHost,
  schoolOrigin,
  loginType,
  quickJoin,
  archived,
  onRegenerate,
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
          Join code
        </h2>
        <p className="mt-2 text-slate-700">
          This class is archived, so its code no longer works. Its students keep their accounts and work.
          Restore the class to use it again.
        </p>
      </Card>
    )
  }

  return (
    <Card aria-labelledby="join-heading" className="grid gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="join-heading" className="font-bold text-xl">
          Join code
        </h2>
        <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden="true" className="size-4" />
          New code
        </Button>
      </div>
      <p className="font-bold font-mono text-5xl tracking-[0.3em] text-brand-700 sm:text-6xl">
        <span aria-hidden="true" data-testid="join-code">
          {joinCode}
        </span>
        <span className="sr-only">{joinCode.split('').join(' ')}</span>
      </p>
      <ol className="list-decimal space-y-1 pl-5 text-slate-700">
        <li>
          Children scan the QR code of the join instructions, or open{' '}
          <strong className="break-all font-mono">
            {schoolHost}
            {path}
          </strong>
          : the code is filled in for them.
        </li>
        <li>
          {loginType === 'password'
            ? 'They sign in with their username and password.'
            : `${loginTypeLabels[loginType].title}: ${loginTypeLabels[loginType].description}`}
        </li>
        {quickJoin ? (
          <li>Children without an account can use quick join: they just type their name.</li>
        ) : null}
      </ol>
      <div className="flex flex-wrap items-center gap-2">
        <code className="break-all rounded bg-slate-100 px-2 py-1 text-sm">
          {schoolHost}
          {path}
        </code>
        <Button variant="ghost" size="sm" onClick={copy}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy join link'}
        </Button>
      </div>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Give the class a new code?"
        description="The old code stops working at once. Children who are signed in stay signed in."
      >
        {action.error ? <Alert tone="error">{action.error}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <ActionButton onClick={regenerate} pending={action.pending}>
            Make a new code
          </ActionButton>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Keep this code
          </Button>
        </div>
      </Dialog>
    </Card>
  )
}
