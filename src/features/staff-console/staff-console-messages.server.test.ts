import { desc, eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { schoolNameSchema, subdomainSchema } from '@/features/auth/signup.schemas'
import { mailOutbox, users } from '@/server/db/schema'
import { withRequestLocale } from '@/server/request/locale'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool, uniqueId } from '@/test/factories'
import { addRedirectRule } from './redirect-rules.server'
import { setSchoolParent } from './schools.server'
import { createSchoolSchema, redirectRuleSchema } from './staff-console.schemas'
import { inviteStaffUser } from './staff-users.server'

/**
 * The staff console's answers in the request's language (decision 224, as decision 219 does for
 * the server's messages); outside a request, English; the invitation mail in its recipient's.
 */
const origin = { origin: 'http://localhost:3000' }

/** Runs `work` as a request whose device chose `locale` (the `locale` cookie), as src/server.ts does. */
function asRequestIn<T>(locale: string, work: () => T): T {
  const request = new Request('http://localhost:3000/_serverFn/x', {
    headers: { cookie: `locale=${locale}` },
  })
  return withRequestLocale(request, { pseudoAllowed: false }, work)
}

describeEachDatabase('the staff console’s messages', (getDb) => {
  it('a rule that exists already: Spanish from the cookie, Arabic, and English outside a request', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const staff = (await createAdult(db, home, 'TEACHER', { userRole: 'STAFF' })).actor
    const rule = { fromPath: `/old-${uniqueId()}`, toTarget: '/faq' }
    await addRedirectRule(db, staff, rule)
    const again = () => addRedirectRule(db, staff, rule)
    await expect(asRequestIn('es', again)).rejects.toMatchObject({
      status: 400,
      message: 'Ya existe una regla para esa ruta. Elimínala primero para cambiar adónde lleva.',
      errors: [
        {
          field: 'fromPath',
          message: 'Ya existe una regla para esa ruta. Elimínala primero para cambiar adónde lleva.',
        },
      ],
    })
    await expect(asRequestIn('ar', again)).rejects.toMatchObject({
      message: 'توجد قاعدة لهذا المسار. احذفها أولًا لتغيير وجهتها.',
    })
    await expect(again()).rejects.toMatchObject({
      message: 'A rule for that path already exists. Delete it first to change where it goes.',
    })
  })

  it('a district refusal and a form rule in Spanish', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const staff = (await createAdult(db, home, 'TEACHER', { userRole: 'STAFF' })).actor
    const school = await createSchool(db)
    await expect(
      asRequestIn('es', () => setSchoolParent(db, staff, { schoolId: school.id, parentSchoolId: school.id })),
    ).rejects.toMatchObject({ status: 400, message: 'Una escuela no puede ser su propio distrito.' })
    // Zod's messages are looked up when a check fails, in the language of that moment.
    const protectedPath = { fromPath: '/admin', toTarget: '/faq' }
    const firstProblem = (input: object) => redirectRuleSchema.safeParse(input).error?.issues[0]?.message
    expect(asRequestIn('es', () => firstProblem(protectedPath))).toBe(
      'Esa ruta no se puede redirigir: la página de inicio, la consola, el inicio de sesión y la API se quedan como están.',
    )
    expect(firstProblem(protectedPath)).toBe(
      'That path cannot be redirected: the home page, the console, signing in and the API stay as they are.',
    )
    const long = { fromPath: '/a', toTarget: `/${'x'.repeat(600)}` }
    expect(asRequestIn('es', () => firstProblem(long))).toBe('Usa como máximo 500 caracteres.')
  })

  it('the invitation: the answer in the request’s language, the mail and its role in the recipient’s', async () => {
    const db = getDb()
    const home = await createSchool(db)
    const superAdmin = await createAdult(db, home, 'ADMIN', { userRole: 'SUPER' })
    const invited = await createAdult(db, home, 'TEACHER')
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, invited.userId))
    const email = (
      await db.select({ email: users.email }).from(users).where(eq(users.id, invited.userId))
    )[0]!.email!
    const answer = await asRequestIn('ar', () =>
      inviteStaffUser(db, superAdmin.actor, { email, userRole: 'SUPER' }, origin),
    )
    expect(answer.message).toBe(
      `أرسلنا دعوة إلى ${email}. يسري الدور عندما يفتح الرابط الذي فيها (يعمل سبعة أيام).`,
    )
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1)
    expect(mail?.textBody).toContain('al equipo de CodeSchool como superadministrador. Para aceptar, abre:')
  })

  it('a new school’s name and address keep the rules of /account-setup, with their words in the page’s language', () => {
    const names = ['', '   ', 'A', 'St Mary’s', 'x'.repeat(120), 'x'.repeat(121)]
    for (const name of names)
      expect(createSchoolSchema.shape.name.safeParse(name).success).toBe(
        schoolNameSchema.safeParse(name).success,
      )
    const addresses = ['', 'ab', 'abc', 'St-Marys', 'st_marys', 'st-marys', 'x'.repeat(40), 'x'.repeat(41)]
    for (const address of addresses)
      expect(createSchoolSchema.shape.subdomain.safeParse(address).success).toBe(
        subdomainSchema.safeParse(address).success,
      )
    expect(
      asRequestIn('es', () => createSchoolSchema.shape.name.safeParse('').error?.issues[0]?.message),
    ).toBe('Escribe el nombre de la escuela.')
  })
})
