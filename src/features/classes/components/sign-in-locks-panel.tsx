import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LockOpen, Printer } from 'lucide-react'
import { useState } from 'react'
import { ActionButton } from '@/components/ui/action-button'
import { Alert } from '@/components/ui/alert'
import { buttonVariants } from '@/components/ui/button'
import { studentKeys } from '@/features/students/students.queries'
import { clockTime } from '@/lib/format'
import { useAction } from '@/lib/use-action'
import { giveClassTwoPicturesFn, resumeClassSignInFn } from '../class-sign-in.functions'
import { classKeys, classSignInQuery } from '../classes.queries'

interface SignInLocksPanelProps {
  classId: string
  /** Lockouts of the last hour that are over now: the teacher may check the child's card. */
  recentLockouts: { profileId: string; name: string; at: Date }[]
  onUnlock: (profileId: string) => Promise<unknown>
  /** Last year's class seen by a teacher: nothing to do here. */
  readOnly?: boolean
}

/**
 * The class page's word on sign-in (decision 162): who is locked out ("Locked out: Ada L —
 * Unlock"), a class whose wrong tries paused its sign-in, and children who still have one picture.
 */
export function SignInLocksPanel({
  classId,
  recentLockouts,
  onUnlock,
  readOnly = false,
}: SignInLocksPanelProps) {
  const { data } = useQuery(classSignInQuery(classId))
  const action = useAction({ invalidates: [classKeys.all, studentKeys.all] })
  const [given, setGiven] = useState<number | null>(null)
  if (!data || readOnly) return null
  const lockedIds = new Set(data.locked.map((child) => child.profileId))
  const earlier = recentLockouts.filter((lockout) => !lockedIds.has(lockout.profileId))

  return (
    <div className="grid gap-3" data-testid="sign-in-panel">
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {data.paused ? (
        <Alert tone="error" title="Sign-in with pictures and words is paused for this class">
          <p>
            There were too many wrong tries in this class today, so nobody can sign in with pictures or words
            for now. If that was not your class guessing, give the class a new code.
          </p>
          <ActionButton
            size="sm"
            className="mt-2"
            pending={action.isPending('resume')}
            disabled={action.pending}
            onClick={() => action.run('resume', () => resumeClassSignInFn({ data: { classId } }))}
          >
            Let the class sign in again
          </ActionButton>
        </Alert>
      ) : null}
      {data.locked.length > 0 ? (
        <Alert tone="error" title="Children who cannot sign in">
          <ul className="grid gap-2">
            {data.locked.map((child) => (
              <li key={child.profileId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>
                  Locked out: <strong>{child.name}</strong>
                  {child.teacherMustUnlock
                    ? ' — too many wrong tries, only you can unlock them.'
                    : child.until
                      ? ` — can try again at ${clockTime(child.until)}.`
                      : null}
                </span>
                <ActionButton
                  size="sm"
                  variant="secondary"
                  icon={<LockOpen aria-hidden="true" className="size-4" />}
                  pending={action.isPending(`unlock-${child.profileId}`)}
                  disabled={action.pending}
                  onClick={() => action.run(`unlock-${child.profileId}`, () => onUnlock(child.profileId))}
                >
                  Unlock<span className="sr-only"> {child.name}</span>
                </ActionButton>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">Check their login card with them before they try again.</p>
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <Alert tone="error" title="A child could not sign in">
          <ul>
            {earlier.map((lockout) => (
              <li key={`${lockout.profileId}-${String(lockout.at)}`}>
                {lockout.name} got it wrong 5 times and was locked out for a minute at {clockTime(lockout.at)}
                . Check their login card with them.
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {data.onePicture > 0 || given !== null ? (
        <Alert title={given === null ? 'Two pictures are safer' : 'Everyone has two pictures'}>
          {given === null ? (
            <p>
              {data.onePicture} {data.onePicture === 1 ? 'child still signs' : 'children still sign'} in with
              one picture, which a stranger with the class code can guess. With two pictures in a row there
              are 144 pairs instead of 12. Each child keeps their picture and gets a second one.
            </p>
          ) : (
            <p>
              {given} {given === 1 ? 'child got' : 'children got'} a second picture. Print new login cards so
              they know it.
            </p>
          )}
          <div className="mt-2 flex flex-wrap gap-2">
            {given === null ? (
              <ActionButton
                size="sm"
                pending={action.isPending('two-pictures')}
                disabled={action.pending}
                onClick={() =>
                  action.run('two-pictures', async () => {
                    const result = await giveClassTwoPicturesFn({ data: { classId } })
                    setGiven(result.given)
                  })
                }
              >
                Give everyone two pictures
              </ActionButton>
            ) : null}
            <Link
              to="/dashboard/groups/$groupUUID"
              params={{ groupUUID: classId }}
              search={{ cards: 'print' }}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Printer aria-hidden="true" className="size-4" />
              Print new cards
            </Link>
          </div>
        </Alert>
      ) : null}
    </div>
  )
}
