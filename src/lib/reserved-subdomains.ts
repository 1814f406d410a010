/** Subdomains no school may take: our own hosts and names that would mislead visitors. */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  'www',
  'api',
  'admin',
  'canva',
  'app',
  'mail',
  'static',
  'assets',
  'help',
  'support',
  'status',
  'login',
  'signup',
  'demo-staff',
  // The home of staff accounts made by `npm run create-super` (decision 008).
  'staff',
]

export const SUBDOMAIN_PATTERN = /^[a-z0-9-]{3,40}$/

export function isReservedSubdomain(subdomain: string): boolean {
  return RESERVED_SUBDOMAINS.includes(subdomain.toLowerCase())
}
