import type { AdminContact } from '../admin-contacts.server'

/** "Ada Lovelace, ada@school.org": who a teacher can ask about something only an admin does. */
export function AdminContacts({ admins }: { admins: AdminContact[] }) {
  return (
    <ul className="my-2" aria-label="Your school’s admins">
      {admins.map((admin) => (
        <li key={admin.email}>
          <span className="font-semibold">{admin.name}</span>,{' '}
          <a href={`mailto:${admin.email}`} className="underline underline-offset-4">
            {admin.email}
          </a>
        </li>
      ))}
    </ul>
  )
}
