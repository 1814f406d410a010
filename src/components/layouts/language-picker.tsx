import { Languages } from 'lucide-react'
import { useId } from 'react'
import { writeCookie } from '@/lib/cookies'
import { saveMyLanguageFn } from '@/lib/i18n/language.functions'
import { isLanguage, LANGUAGES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n/locales'
import { logOnly } from '@/lib/log-only'
import { useRequestContext } from '@/lib/request-context/use-request-context'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * The language of the product on this device: each language named in its own words, so a child
 * who does not read the current one still finds theirs. A choice is remembered in a cookie and the
 * page is loaded again in it, at the same address; a signed-in person's choice is kept on their
 * account as well (decision 204).
 */
export function LanguagePicker() {
  const id = useId()
  const current = getLocale()
  const signedIn = Boolean(useRequestContext()?.visitor)
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="flex items-center gap-1 font-semibold text-slate-700 text-sm">
        <Languages aria-hidden="true" className="size-4" />
        {m.language_picker_label()}
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const locale = event.target.value
          if (!isLanguage(locale)) return
          writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS)
          // Signed in: kept on the account too, for the next device. The page changes either way.
          const saved = signedIn
            ? saveMyLanguageFn({ data: { locale } }).catch((error: unknown) =>
                logOnly('The chosen language was not kept on the account', error),
              )
            : Promise.resolve()
          void saved.then(() => window.location.reload())
        }}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm focus-visible:outline-3 focus-visible:outline-brand-500"
      >
        {isLanguage(current) ? null : <option value={current}>{current}</option>}
        {LANGUAGES.map((language) => (
          <option key={language.locale} value={language.locale} lang={language.locale} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
    </div>
  )
}
