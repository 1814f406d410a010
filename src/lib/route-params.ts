import { notFound } from '@tanstack/react-router'
import { isUuid } from './uuid'

/**
 * `params` option for a route whose path parameters are all UUIDs (SPEC §2: every
 * identifier parameter is a UUID). A malformed one gives the 404 page.
 */
export function uuidParams<const TName extends string>(...names: TName[]) {
  return {
    parse: (raw: Record<TName, string>): Record<TName, string> => {
      for (const name of names) {
        if (!isUuid(raw[name])) throw notFound()
      }
      return raw
    },
    stringify: (params: Record<TName, string>) => params,
  }
}
