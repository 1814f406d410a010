import { createServerFn } from '@tanstack/react-start'
import * as z from 'zod/mini'
import { SIGNED_IN } from '@/access/visitor'
import { validInput } from '@/lib/valid-input'
import { getDb } from '@/server/db/client'
import { saveUserLocale } from '@/server/i18n/user-locale'
import { requireVisitor } from '@/server/middleware/auth'
import { LANGUAGES, type Language } from './locales'

const languageSchema = z.object({
  locale: z.enum(LANGUAGES.map((language) => language.locale) as [Language, ...Language[]], {
    error: 'Choose one of the languages offered.',
  }),
})

/** A signed-in person's choice of language, kept on their account for every device (decision 204). */
export const saveMyLanguageFn = createServerFn({ method: 'POST' })
  .middleware([requireVisitor(...SIGNED_IN)])
  .validator(validInput(languageSchema))
  .handler(async ({ context, data }) => {
    await saveUserLocale(await getDb(), context.auth.userId, data.locale)
    return { locale: data.locale }
  })
