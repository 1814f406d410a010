import type { RequestContext } from '@/lib/request-context/request-context.functions'

/** The school's host as children type it (demo.codeschool.example), from the request context. */
export function schoolHostOf(context: RequestContext | undefined): string {
  if (context?.place.kind !== 'school') return ''
  return `${context.place.school.subdomain}.${context.config.productHost}`
}
