import { createFileRoute } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Spinner } from '@/components/ui/spinner'
import { AuthCard } from '@/features/auth/components/auth-card'
import { signOut } from '@/features/auth/session-flow'

/** /logout (SPEC §4): calls the server, clears local storage and the three cookies, goes to /login. */
export const Route = createFileRoute('/_public/logout')({
  head: () => ({ meta: [{ title: 'Signing out · CodeSchool' }] }),
  component: LogoutPage,
})

function LogoutPage() {
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void signOut('/login')
  }, [])
  return (
    <AuthCard title="Signing out">
      <p role="status" className="flex items-center gap-3 text-lg">
        <Spinner />
        See you soon…
      </p>
    </AuthCard>
  )
}
