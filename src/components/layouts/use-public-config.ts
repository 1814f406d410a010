import { useRouter } from '@tanstack/react-router'
import type { RequestContext } from '@/lib/request-context/request-context.functions'
import { requestContextQuery } from '@/lib/request-context/request-context.queries'

const FALLBACK_COMPANY_SITE = 'https://codeschool.example'

/** The browser's configuration, from the request context the root route loaded. */
export function usePublicConfig(): RequestContext['config'] | undefined {
  const router = useRouter()
  const data = router.options.context.queryClient.getQueryData(requestContextQuery().queryKey)
  return data?.config
}

export function useCompanySiteUrl(): string {
  return usePublicConfig()?.companySiteUrl ?? FALLBACK_COMPANY_SITE
}
