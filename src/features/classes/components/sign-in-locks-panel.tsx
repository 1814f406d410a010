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
import { m } from '@/paraglide/messages'
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
        <Alert tone="error" title={m.classes_paused_title()}>
          <p>{m.classes_paused_text()}</p>
          <ActionButton
            size="sm"
            className="mt-2"
            pending={action.isPending('resume')}
            disabled={action.pending}
            onClick={() => action.run('resume', () => resumeClassSignInFn({ data: { classId } }))}
          >
            {m.classes_resume_sign_in()}
          </ActionButton>
        </Alert>
      ) : null}
      {data.locked.length > 0 ? (
        <Alert tone="error" title={m.classes_locked_children()}>
          <ul className="grid gap-2">
            {data.locked.map((child) => (
              <li key={child.profileId} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span>
                  {m.classes_locked_out()}{' '}
                  <strong translate="no" dir="auto">
                    {child.name}
                  </strong>{' '}
                  {child.teacherMustUnlock
                    ? m.classes_locked_only_you()
                    : child.until
                      ? m.classes_locked_try_at({ time: clockTime(child.until) })
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
                  {m.classes_unlock()}
                  <span className="sr-only"> {child.name}</span>
                </ActionButton>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">{m.classes_check_card_before()}</p>
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <Alert tone="error" title={m.classes_could_not_sign_in()}>
          <ul>
            {earlier.map((lockout) => (
              <li key={`${lockout.profileId}-${String(lockout.at)}`}>
                <span translate="no" dir="auto">
                  {lockout.name}
                </span>{' '}
                {m.classes_lockout_at({ time: clockTime(lockout.at) })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {data.onePicture > 0 || given !== null ? (
        <Alert title={given === null ? m.classes_two_pictures_safer() : m.classes_everyone_two_pictures()}>
          {given === null ? (
            <p>{m.classes_one_picture({ count: data.onePicture })}</p>
          ) : (
            <p>{m.classes_given_second_picture({ count: given })}</p>
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
                {m.classes_give_two_pictures()}
              </ActionButton>
            ) : null}
            <Link
              to="/dashboard/groups/$groupUUID"
              params={{ groupUUID: classId }}
              search={{ cards: 'print' }}
              className={buttonVariants({ variant: 'secondary', size: 'sm' })}
            >
              <Printer aria-hidden="true" className="size-4" />
              {m.classes_print_new_cards()}
            </Link>
          </div>
        </Alert>
      ) : null}
    </div>
  )
}
