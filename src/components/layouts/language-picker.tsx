import { Languages } from 'lucide-react'
import { useId } from 'react'
import { writeCookie } from '@/lib/cookies'
import { isLanguage, LANGUAGES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS } from '@/lib/i18n/locales'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/paraglide/runtime'

/**
 * The language of the product on this device: each language named in its own words, so a child
 * who does not read the current one still finds theirs. A choice is remembered in a cookie and the
 * page is loaded again in it, at the same address (decision 204).
 */
export function LanguagePicker() {
  const id = useId()
  const current = getLocale()
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
          window.location.reload()
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
