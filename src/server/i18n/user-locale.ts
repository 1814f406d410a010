// The languages kept in the database (decision 204): a person's choice, on their account, for a
// device that has not chosen one yet (a device's own choice, the `locale` cookie, comes first);
// a school's default, for a browser that asks for none of the product's languages.
import { desc, eq } from 'drizzle-orm'
import { isLanguage, type Language } from '@/lib/i18n/locales'
import type { Db } from '@/server/db/client'
import { profiles, schools, users } from '@/server/db/schema'

export async function userLocale(db: Db, userId: string): Promise<Language | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId)).limit(1)
  return isLanguage(row?.locale) ? row.locale : null
}

export async function saveUserLocale(db: Db, userId: string, locale: Language): Promise<void> {
  await db.update(users).set({ locale }).where(eq(users.id, userId))
}

/**
 * The language of a mail to a person (decision 219): their own choice when they made one, else the
 * default of the school the mail is about (or of the school they joined last), else English. Not
 * the language of the request that sends it: whoever clicked is often someone else.
 */
export async function mailLocale(
  db: Db,
  recipient: { userId: string; schoolId?: string | null } | { email: string; schoolId?: string | null },
): Promise<Language> {
  const [user] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where('userId' in recipient ? eq(users.id, recipient.userId) : eq(users.email, recipient.email))
    .limit(1)
  if (isLanguage(user?.locale)) return user.locale
  if (recipient.schoolId) {
    const [school] = await db
      .select({ locale: schools.defaultLocale })
      .from(schools)
      .where(eq(schools.id, recipient.schoolId))
      .limit(1)
    if (isLanguage(school?.locale)) return school.locale
  }
  if (!user) return 'en'
  const [joined] = await db
    .select({ locale: schools.defaultLocale })
    .from(profiles)
    .innerJoin(schools, eq(schools.id, profiles.schoolId))
    .where(eq(profiles.userId, user.id))
    .orderBy(desc(profiles.createdAt))
    .limit(1)
  return isLanguage(joined?.locale) ? joined.locale : 'en'
}
