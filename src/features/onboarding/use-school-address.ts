import { schoolHostName } from '@/lib/hosts'
import { useRequestContext } from '@/lib/request-context/use-request-context'

/**
 * The school's address as children type it ("demo.codeschool.example"), for join instructions and
 * login cards. Shown without the scheme, so the server and the browser render the same text.
 */
export function useSchoolAddress(): string {
  const context = useRequestContext()
  if (context?.place.kind !== 'school') return context?.config.productHost ?? ''
  return schoolHostName(context.place.school.subdomain, context.config.productHost)
}
