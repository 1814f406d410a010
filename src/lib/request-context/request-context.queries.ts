import { queryOptions } from '@tanstack/react-query'
import { getRequestContext } from './request-context.functions'

export const requestContextQuery = () =>
  queryOptions({
    queryKey: ['request-context'],
    queryFn: () => getRequestContext(),
    staleTime: Number.POSITIVE_INFINITY,
  })
