import { describe, expect, it } from 'vitest'
import { languageFromAcceptLanguage, resolveLocale, textDirection } from './locales'

describe('choosing the language of a page (decision 204)', () => {
  const guest = { cookie: null, acceptLanguage: null, pseudoAllowed: false }

  it('follows the device’s choice before anything else', () => {
    expect(
      resolveLocale({ ...guest, cookie: 'ar', acceptLanguage: 'es-MX,es;q=0.9', schoolDefault: 'es' }),
    ).toBe('ar')
  })

  it('then the user’s stored choice, then the browser’s languages, then the school’s default', () => {
    expect(resolveLocale({ ...guest, preference: 'es', acceptLanguage: 'ar' })).toBe('es')
    expect(resolveLocale({ ...guest, acceptLanguage: 'fr-FR,ar;q=0.8,en;q=0.5', schoolDefault: 'es' })).toBe(
      'ar',
    )
    expect(resolveLocale({ ...guest, acceptLanguage: 'fr-FR,de;q=0.8', schoolDefault: 'es' })).toBe('es')
  })

  it('falls back to English on an unknown cookie or nothing usable', () => {
    expect(resolveLocale({ ...guest, cookie: 'xx', acceptLanguage: '*' })).toBe('en')
  })

  it('gives the pseudo-locale only where it is allowed', () => {
    expect(resolveLocale({ ...guest, cookie: 'en-XA' })).toBe('en')
    expect(resolveLocale({ ...guest, cookie: 'en-XA', pseudoAllowed: true })).toBe('en-XA')
  })

  it('reads Accept-Language by weight, not by order, and ignores q=0', () => {
    expect(languageFromAcceptLanguage('en;q=0.3, es-419;q=0.9')).toBe('es')
    expect(languageFromAcceptLanguage('ar;q=0, en')).toBe('en')
    expect(languageFromAcceptLanguage('')).toBeNull()
  })

  it('lays Arabic out right to left', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('es')).toBe('ltr')
  })
})
