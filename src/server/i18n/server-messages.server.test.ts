import { eq } from 'drizzle-orm'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { lookupClass } from '@/features/joining/find-class.server'
import { lookupJoinClass } from '@/features/joining/joining.functions'
import { fetchStudent } from '@/features/students/students.functions'
import { schools, users } from '@/server/db/schema'
import { mailLocale } from '@/server/i18n/user-locale'
import { passwordResetMail } from '@/server/mail/auth-mails'
import { publicError } from '@/server/public-error'
import { withRequestLocale } from '@/server/request/locale'
import { describeEachDatabase } from '@/test/database'
import { createSchool, createStudent, createTeacher, createUser } from '@/test/factories'
import { schoolHost, serveFrom } from '@/test/requests'
import { callServerFn } from '@/test/server-fns'

vi.mock('@tanstack/react-start', async (importOriginal) =>
  (await import('@/test/server-fns')).recordingServerFns(await importOriginal()),
)

/**
 * Decision 219: what the server answers is in the request's language (the `locale` cookie, then
 * the browser's Accept-Language), as src/server.ts runs every request; outside a request, English.
 */
describeEachDatabase('the server’s messages', (getDb) => {
  let restore: () => void
  beforeEach(() => {
    restore = serveFrom(getDb())
  })
  afterEach(() => restore())

  let ip = 0
  function requestFor(subdomain: string, path: string, headers: Record<string, string>) {
    const host = schoolHost(subdomain)
    return new Request(`http://${host}${path}`, {
      method: 'POST',
      headers: { host, 'x-forwarded-for': `198.51.100.${++ip}`, ...headers },
    })
  }

  it('a wrong class code: Spanish from the cookie, Arabic from the browser, English otherwise', async () => {
    const school = await createSchool(getDb())
    const answer = async (headers: Record<string, string>) => {
      const request = requestFor(school.subdomain, '/_serverFn/lookupJoinClass', headers)
      return withRequestLocale(request, { pseudoAllowed: false }, () =>
        callServerFn(lookupJoinClass, request, { code: 'KTW4BX' }),
      ).then(
        () => null,
        (error: unknown) => error,
      )
    }
    expect(await answer({ cookie: 'locale=es' })).toMatchObject({
      status: 404,
      message: 'No encontramos ninguna clase con ese código. Revisa el código con tu docente.',
      errors: [{ field: 'code', message: 'Ninguna clase tiene este código.' }],
    })
    expect(await answer({ 'accept-language': 'ar-EG,ar;q=0.9,en;q=0.5' })).toMatchObject({
      status: 404,
      message: 'لم نجد فصلًا بهذا الرمز. تحقّق من الرمز مع معلّمك.',
    })
    // The device's choice comes before the browser's.
    expect(await answer({ cookie: 'locale=es', 'accept-language': 'ar' })).toMatchObject({
      message: 'No encontramos ninguna clase con ese código. Revisa el código con tu docente.',
    })
    expect(await answer({ 'accept-language': 'fr' })).toMatchObject({
      message: 'We could not find a class with that code. Check the code with your teacher.',
    })
  })

  it('the access check and the server fault answer in the request’s language too', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const child = await createStudent(db, school)
    const request = requestFor(school.subdomain, '/_serverFn/fetchStudent', { cookie: 'locale=ar' })
    await expect(
      withRequestLocale(request, { pseudoAllowed: false }, () =>
        callServerFn(fetchStudent, request, { studentId: child.profileId }),
      ),
    ).rejects.toMatchObject({ status: 401, message: 'يُرجى تسجيل الدخول.' })
    // The detail goes to the log, in English; the person gets the one sentence in their language.
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const fault = withRequestLocale(request, { pseudoAllowed: false }, () =>
      publicError(new Error('connection reset'), 'test'),
    )
    expect(fault).toMatchObject({ status: 500, message: 'حدث خطأ من جهتنا. يُرجى المحاولة مرة أخرى.' })
    expect(log).toHaveBeenCalledWith('[server error] test:', expect.any(Error))
    log.mockRestore()
  })

  it('is English outside a request (jobs, scripts)', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const place = {
      school: { id: school.id, subdomain: school.subdomain, name: school.name },
      ip: '192.0.2.9',
    }
    await expect(lookupClass(db, place, 'KTW4BX')).rejects.toMatchObject({
      message: 'We could not find a class with that code. Check the code with your teacher.',
    })
  })

  it('mails: the recipient’s choice, else the school’s default, else English', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const teacher = await createTeacher(db, school)
    expect(await mailLocale(db, { userId: teacher.userId })).toBe('en')
    await db.update(schools).set({ defaultLocale: 'ar' }).where(eq(schools.id, school.id))
    expect(await mailLocale(db, { userId: teacher.userId })).toBe('ar')
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, teacher.userId))
    expect(await mailLocale(db, { userId: teacher.userId, schoolId: school.id })).toBe('es')
    const stranger = await createUser(db)
    expect(await mailLocale(db, { email: stranger.email ?? '' })).toBe('en')

    const mail = (locale: 'en' | 'es' | 'ar') =>
      passwordResetMail({ to: 'a@example.test', name: 'Ana', link: 'https://x.test/r', locale })
    expect(mail('es')).toMatchObject({ subject: 'Restablece tu contraseña de CodeSchool' })
    expect(mail('es').text.split('\n')[0]).toBe('Hola, Ana:')
    // A request in another language does not change the mail's: the recipient's is asked for.
    const request = requestFor(school.subdomain, '/', { cookie: 'locale=ar' })
    const english = withRequestLocale(request, { pseudoAllowed: false }, () => mail('en'))
    expect(english.subject).toBe('Reset your CodeSchool password')
    expect(english.text).toBe(
      [
        'Hello Ana,',
        '',
        'Someone asked to reset the password of your CodeSchool account. To choose a new password, open:',
        'https://x.test/r',
        '',
        'The link works once, for one hour. If you did not ask for it, ignore this mail: your password stays the same.',
      ].join('\n'),
    )
  })
})
