import { m } from '@/paraglide/messages'
import type { AdminContact } from '../admin-contacts.server'

/** "Ada Lovelace, ada@school.org": who a teacher can ask about something only an admin does. */
export function AdminContacts({ admins }: { admins: AdminContact[] }) {
  return (
    <ul className="my-2" aria-label={m.teachers_your_admins()}>
      {admins.map((admin) => (
        <li key={admin.email}>
          <span className="font-semibold" translate="no" dir="auto">
            {admin.name}
          </span>
          ,{' '}
          <a href={`mailto:${admin.email}`} className="underline underline-offset-4" translate="no" dir="ltr">
            {admin.email}
          </a>
        </li>
      ))}
    </ul>
  )
}
