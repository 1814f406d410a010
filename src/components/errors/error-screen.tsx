import type { ReactNode } from 'react'
import { BrandLogo } from '@/components/layouts/brand-logo'
import { useCompanySiteUrl } from '@/components/layouts/use-public-config'

interface ErrorScreenProps {
  heading: string
  message: ReactNode
  action?: ReactNode
}

/** The one frame for every error page: logo to the company site, heading, message, action. */
export function ErrorScreen({ heading, message, action }: ErrorScreenProps) {
  const companySiteUrl = useCompanySiteUrl()
  return (
    <div className="flex min-h-screen flex-col bg-brand-50">
      <header className="px-6 py-4">
        <BrandLogo href={companySiteUrl} />
      </header>
      <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-start justify-center gap-4 px-6 pb-24">
        <h1 className="font-bold text-3xl">{heading}</h1>
        <div className="text-lg">{message}</div>
        {action}
      </main>
    </div>
  )
}
