import { Link } from '@tanstack/react-router'
import { ChevronDown, LogOut, Repeat, UserRound } from 'lucide-react'
import { DropdownMenu } from 'radix-ui'
import { Spinner } from '@/components/ui/spinner'
import { m } from '@/paraglide/messages'

interface AccountMenuProps {
  /** The profile's name. */
  name: string
  /** What the visitor is at this school, e.g. "Teacher · Demo Primary School". */
  detail?: string
  /** Adults may have profiles at several schools; students have one. */
  canSwitchProfile: boolean
  /** Signs out with a POST (a menu item, not a link: a GET never signs anyone out). */
  onSignOut: () => void
  /** The sign-out is running (SPEC §9): the item spins and is disabled, and the menu stays open. */
  signOutPending: boolean
}

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-slate-800 outline-none data-[disabled]:cursor-wait data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-700'

/** The signed-in visitor's menu: who they are, switch school (profile), sign out. */
export function AccountMenu({ name, detail, canSwitchProfile, onSignOut, signOutPending }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-lg px-3 py-2 font-semibold text-slate-800 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
        aria-label={m.dashboard_account_menu_for({ name })}
      >
        <UserRound aria-hidden="true" className="size-5" />
        <span className="max-w-48 truncate" translate="no" dir="auto">
          {name}
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="px-3 py-2">
            <span className="block font-semibold" translate="no" dir="auto">
              {name}
            </span>
            {detail ? <span className="block text-slate-600 text-sm">{detail}</span> : null}
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {canSwitchProfile ? (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to="/switch-profile">
                <Repeat aria-hidden="true" className="size-4" /> {m.dashboard_account_switch_school()}
              </Link>
            </DropdownMenu.Item>
          ) : null}
          <DropdownMenu.Item
            className={itemClass}
            disabled={signOutPending}
            aria-busy={signOutPending || undefined}
            onSelect={(event) => {
              // The menu stays open, so the item can show that it is signing out.
              event.preventDefault()
              onSignOut()
            }}
          >
            {signOutPending ? <Spinner small /> : <LogOut aria-hidden="true" className="size-4" />}
            {signOutPending ? m.dashboard_account_signing_out() : m.dashboard_account_sign_out()}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
