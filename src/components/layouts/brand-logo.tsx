import { Code2 } from 'lucide-react'

interface BrandLogoProps {
  /** Where the logo leads: the company's external site, or a page of the app. */
  href: string
  label?: string
}

export function BrandLogo({ href, label = 'CodeSchool' }: BrandLogoProps) {
  return (
    <a
      href={href}
      className="inline-flex items-center gap-2 rounded-lg font-bold text-brand-700 text-xl focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <Code2 aria-hidden="true" className="size-7" />
      <span translate="no">{label}</span>
    </a>
  )
}
