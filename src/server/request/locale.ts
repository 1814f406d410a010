// The language of a request (decision 204): chosen once when the request comes in, kept for it in
// an AsyncLocalStorage that the compiled messages read (Paraglide's getLocale()), and rendered as
// <html lang dir> so the browser reads the same language back before it hydrates.
import { AsyncLocalStorage } from 'node:async_hooks'
import { readCookie } from '@/lib/cookies'
import {
  LOCALE_COOKIE,
  type LocaleSources,
  languageFromAcceptLanguage,
  resolveLocale,
} from '@/lib/i18n/locales'
import { type Locale, overwriteServerAsyncLocalStorage } from '@/paraglide/runtime'

const requestLocale = new AsyncLocalStorage<{ locale?: Locale }>()
overwriteServerAsyncLocalStorage(requestLocale)

/** Runs a request's handling in the language its cookie or its browser's languages choose. */
export function withRequestLocale<T>(
  request: Request,
  options: { pseudoAllowed: boolean },
  handle: () => T,
): T {
  const locale = resolveLocale({
    cookie: readCookie(LOCALE_COOKIE, request.headers.get('cookie') ?? ''),
    acceptLanguage: request.headers.get('accept-language'),
    pseudoAllowed: options.pseudoAllowed,
  })
  return requestLocale.run({ locale }, handle)
}

/**
 * Runs work that belongs to no request (the job worker's loop, started or woken from a request)
 * without the request's language: its messages are English (decision 219).
 */
export function outsideRequest<T>(run: () => T): T {
  return requestLocale.exit(run)
}

/** Whether the request's device has chosen a language itself (the `locale` cookie). */
export function deviceChoseLanguage(request: Request): boolean {
  return readCookie(LOCALE_COOKIE, request.headers.get('cookie') ?? '') !== null
}

/** Whether the browser asks for one of the product's languages (`Accept-Language`). */
export function browserAsksForALanguage(request: Request): boolean {
  return languageFromAcceptLanguage(request.headers.get('accept-language')) !== null
}

/**
 * Chooses the request's language again once the signed-in person's stored choice or the school's
 * default is known (the
 * root's request context reads it before the page renders): same order, one more source.
 */
export function refineRequestLocale(
  request: Request,
  sources: Pick<LocaleSources, 'preference' | 'schoolDefault' | 'pseudoAllowed'>,
) {
  const store = requestLocale.getStore()
  if (!store) return
  store.locale = resolveLocale({
    cookie: readCookie(LOCALE_COOKIE, request.headers.get('cookie') ?? ''),
    acceptLanguage: request.headers.get('accept-language'),
    ...sources,
  })
}
