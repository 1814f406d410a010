import { Link } from '@tanstack/react-router'
import { LockOpen, UserMinus, UserPlus } from 'lucide-react'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SecretPicture } from '@/components/ui/secret-picture'
import { Spinner } from '@/components/ui/spinner'
import { secretPictureLabel } from '@/lib/secret-pictures'
import { useBusyAction } from '@/lib/use-busy-action'
import type { GroupLoginType } from '../groups.schemas'
import type { GroupMember } from '../groups.server'

interface MembersTableProps {
  members: GroupMember[]
  loginType: GroupLoginType
  onUnlock: (profileId: string) => Promise<unknown>
  onRemove: (profileId: string) => Promise<unknown>
  onConvert: (profileId: string, names: { firstName: string; lastName: string }) => Promise<unknown>
}

const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' })

function SignIn({ member, loginType }: { member: GroupMember; loginType: GroupLoginType }) {
  if (member.role === 'STUDENT_SESSION')
    return <span className="text-slate-600">Quick join (no account)</span>
  if (loginType === 'picture' && member.picturePassword !== null) {
    return (
      <span className="inline-flex items-center gap-2">
        <SecretPicture picture={member.picturePassword} className="size-8" decorative />
        {secretPictureLabel(member.picturePassword)}
      </span>
    )
  }
  if (loginType === 'words' && member.secretWords)
    return <span className="font-mono">{member.secretWords}</span>
  return <span className="font-mono">{member.username ?? '—'}</span>
}

/** The children in a class, how each signs in, who is locked out, and what a teacher can do. */
export function MembersTable({ members, loginType, onUnlock, onRemove, onConvert }: MembersTableProps) {
  const { busy, error, run } = useBusyAction()
  const [removing, setRemoving] = useState<GroupMember | null>(null)
  const [converting, setConverting] = useState<GroupMember | null>(null)
  const [names, setNames] = useState({ firstName: '', lastName: '' })

  if (members.length === 0) {
    return (
      <p className="text-slate-700">
        No students yet. Share the join code, or{' '}
        <Link
          to="/dashboard/students/import"
          className="font-semibold text-brand-700 underline underline-offset-4"
        >
          import a class list
        </Link>
        .
      </p>
    )
  }

  return (
    <div className="grid gap-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="sr-only">Students in this class</caption>
          <thead className="border-slate-200 border-b text-slate-600 text-sm">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Name
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {loginType === 'picture'
                  ? 'Secret picture'
                  : loginType === 'words'
                    ? 'Secret words'
                    : 'Username'}
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Status
              </th>
              <th scope="col" className="py-2 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => (
              <tr key={member.profileId} className="border-slate-100 border-b align-middle last:border-b-0">
                <td className="py-2 pr-4">
                  <Link
                    to="/dashboard/students/$studentUUID"
                    params={{ studentUUID: member.profileId }}
                    className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {member.displayName}
                  </Link>
                </td>
                <td className="py-2 pr-4">
                  <SignIn member={member} loginType={loginType} />
                </td>
                <td className="py-2 pr-4">
                  {member.lockedUntil ? (
                    <Badge tone="danger">
                      Locked until {timeFormat.format(new Date(member.lockedUntil))}
                    </Badge>
                  ) : member.role === 'STUDENT_SESSION' ? (
                    <Badge tone="warning">Quick join</Badge>
                  ) : (
                    <Badge tone="success">Can sign in</Badge>
                  )}
                </td>
                <td className="py-2">
                  <div className="flex flex-wrap justify-end gap-1">
                    {member.lockedUntil ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={busy !== null}
                        onClick={() => run(`unlock-${member.profileId}`, () => onUnlock(member.profileId))}
                      >
                        {busy === `unlock-${member.profileId}` ? (
                          <Spinner className="size-4" />
                        ) : (
                          <LockOpen aria-hidden="true" className="size-4" />
                        )}
                        Unlock<span className="sr-only"> {member.displayName}</span>
                      </Button>
                    ) : null}
                    {member.role === 'STUDENT_SESSION' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => {
                          setNames({ firstName: member.name, lastName: '' })
                          setConverting(member)
                        }}
                      >
                        <UserPlus aria-hidden="true" className="size-4" />
                        Make account<span className="sr-only"> for {member.displayName}</span>
                      </Button>
                    ) : null}
                    <Button size="sm" variant="ghost" onClick={() => setRemoving(member)}>
                      <UserMinus aria-hidden="true" className="size-4" />
                      Remove<span className="sr-only"> {member.displayName} from the class</span>
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <Dialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.displayName ?? ''} from the class?`}
        description="They keep their account and their work, and stay in their other classes."
      >
        <div className="flex flex-wrap gap-2">
          <Button
            variant="danger"
            disabled={busy !== null}
            onClick={async () => {
              if (removing && (await run('remove', () => onRemove(removing.profileId)))) setRemoving(null)
            }}
          >
            {busy === 'remove' ? <Spinner /> : null}
            Remove from class
          </Button>
          <Button variant="ghost" onClick={() => setRemoving(null)}>
            Cancel
          </Button>
        </div>
      </Dialog>

      <Dialog
        open={converting !== null}
        onOpenChange={(open) => !open && setConverting(null)}
        title="Make a student account"
        description={`${converting?.displayName ?? ''} keeps everything they did with quick join. They get a username, a password, a secret picture and secret words.`}
      >
        <form
          className="grid gap-4"
          onSubmit={async (event) => {
            event.preventDefault()
            if (converting && (await run('convert', () => onConvert(converting.profileId, names))))
              setConverting(null)
          }}
        >
          {error ? <Alert tone="error">{error}</Alert> : null}
          <Field label="First name">
            {(control) => (
              <Input
                {...control}
                value={names.firstName}
                onChange={(event) => setNames({ ...names, firstName: event.target.value })}
              />
            )}
          </Field>
          <Field label="Last name">
            {(control) => (
              <Input
                {...control}
                value={names.lastName}
                onChange={(event) => setNames({ ...names, lastName: event.target.value })}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy !== null}>
              {busy === 'convert' ? <Spinner /> : null}
              Make account
            </Button>
            <Button variant="ghost" onClick={() => setConverting(null)}>
              Cancel
            </Button>
          </div>
        </form>
      </Dialog>
    </div>
  )
}
