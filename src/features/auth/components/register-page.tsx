import { Link } from '@tanstack/react-router'
import { Mail, School } from 'lucide-react'
import { AuthCard } from './auth-card'

const cardClass =
  'flex gap-4 rounded-xl border border-slate-300 bg-white p-4 hover:border-brand-500 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500'

/** /register: joining a school by its invitation, or starting a new one. */
export function RegisterPage() {
  return (
    <AuthCard
      title="Join CodeSchool"
      intro={<p>Are you joining a school that uses CodeSchool, or starting one?</p>}
    >
      <div className="grid gap-3">
        <div className={cardClass}>
          <Mail aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-lg">My school invited me</h2>
            <p className="text-slate-700">
              Open the link in your invitation email to choose your password. No email? Ask your school's
              admin to invite you again.
            </p>
          </div>
        </div>
        <Link to="/signup" className={cardClass}>
          <School aria-hidden="true" className="size-7 shrink-0 text-brand-700" />
          <div>
            <h2 className="font-semibold text-lg">Start a new school</h2>
            <p className="text-slate-700">Create your school's site and invite your teachers.</p>
          </div>
        </Link>
      </div>
    </AuthCard>
  )
}
