// The languages kept in the database (decision 204): a person's choice, on their account, for a
// device that has not chosen one yet (a device's own choice, the `locale` cookie, comes first);
// a school's default, for a browser that asks for none of the product's languages.
import { eq } from 'drizzle-orm'
import { isLanguage, type Language } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client'
import { users } from '@/server/db/schema'

export async function userLocale(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1)
  return isLanguage(row?.locale) ? row.locale : null
}

export async function saveUserLocale(db: Db, userId: string, locale: Language): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId))
}
