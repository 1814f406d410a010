import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { confirmImport } from '@/features/imports/confirm-import.server'
import { createImportPreview } from '@/features/imports/create-import-preview.server'
import { decodeCsv } from '@/features/imports/csv-decode'
import { parseStudentCsv } from '@/features/imports/csv-parse'
import { sayImportFailure } from '@/features/imports/import-failure-words.server'
import { studentImportJob } from '@/features/imports/import-job.server'
import { getImportPage } from '@/features/imports/import-page.server'
import { STUDENT_IMPORT_QUEUE } from '@/features/imports/import-records.server'
import { sayRosterIssues } from '@/features/rosters/roster-refusal-words.server'
import { mailSignInLink } from '@/features/sign-in-providers/sign-in-links.server'
import { removeMember } from '@/features/teachers/member-edits.server'
import { inviteMember } from '@/features/teachers/member-invites.server'
import { oneDecimal } from '@/lib/format'
import { schools, studentImports, users } from '@/server/db/schema'
import { storeJobSentence } from '@/server/jobs/job-sentence'
import { createJobWorker } from '@/server/jobs/worker'
import { latestMailTo } from '@/server/mail/mailer'
import { withRequestLocale } from '@/server/request/locale'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createSchool } from '@/test/factories'
import { schoolHost } from '@/test/requests'

/**
 * Decision 226: the invitation and sign-in-link mails in the recipient's language whatever the
 * request's; the import's file and header problems and its file size in the request's; a job's
 * stored reason said in its reader's language, and a reason stored before as the English it is.
 */
function inLanguage<T>(locale: 'es' | 'ar' | 'en', run: () => T): T {
  const host = schoolHost('s-languages')
  const request = new Request(`http://${host}/`, { headers: { host, cookie: `locale=${locale}` } })
  return withRequestLocale(request, { pseudoAllowed: false }, run)
}

const csv = (lines: string[]) => new TextEncoder().encode(lines.join('\n'))

describeEachDatabase('mails and a job’s reasons in their reader’s language', (getDb) => {
  it('a teacher invited by an Arabic page at a Spanish school gets the mail in Spanish', async () => {
    const db = getDb()
    const school = await createSchool(db)
    await db
      .update(schools)
      .set({ defaultLocale: 'es', name: 'Escuela Sol' })
      .where(eq(schools.id, school.id))
    const admin = await createAdult(db, school, 'ADMIN', { name: 'Rosa' })
    const email = `nuevo-${school.id.slice(0, 8)}@example.test`
    await inLanguage('ar', () =>
      inviteMember(
        db,
        admin.actor,
        { name: 'Luis', email, role: 'TEACHER' },
        { schoolOrigin: 'https://x.test' },
      ),
    )
    const mail = await latestMailTo(db, email)
    expect(mail?.subject).toBe('Rosa te añadió a Escuela Sol en CodeSchool')
    expect(mail?.textBody.split('\n').slice(0, 3)).toEqual([
      'Hola, Luis:',
      '',
      'Rosa te añadió como docente de Escuela Sol en CodeSchool.',
    ])
    expect(mail?.htmlBody).toContain('<strong>Escuela Sol</strong>')
  })

  it('an English recipient’s invitation is the English of before, byte for byte, under an Arabic request', async () => {
    const db = getDb()
    const school = await createSchool(db)
    await db.update(schools).set({ name: 'Sun & Co' }).where(eq(schools.id, school.id))
    const admin = await createAdult(db, school, 'ADMIN', { name: 'Rosa' })
    const email = `new-${school.id.slice(0, 8)}@example.test`
    await inLanguage('ar', () =>
      inviteMember(
        db,
        admin.actor,
        { name: 'Lee', email, role: 'ADMIN' },
        { schoolOrigin: 'https://x.test' },
      ),
    )
    const mail = await latestMailTo(db, email)
    expect(mail?.subject).toBe('Rosa added you to Sun & Co on CodeSchool')
    const lines = mail!.textBody.split('\n')
    expect([...lines.slice(0, 5), ...lines.slice(6)]).toEqual([
      'Hello Lee,',
      '',
      'Rosa added you as an admin at Sun & Co on CodeSchool.',
      '',
      'Choose a password to get started (this link works for 7 days):',
      '',
      'If you were not expecting this, you can ignore this email.',
    ])
    const html = mail!.htmlBody!.split('\n')
    expect([...html.slice(0, 3), html[4]]).toEqual([
      '<p>Hello Lee,</p>',
      '<p>Rosa added you as an admin at <strong>Sun &amp; Co</strong> on CodeSchool.</p>',
      '<p>Choose a password to get started (this link works for 7 days):</p>',
      '<p>If you were not expecting this, you can ignore this email.</p>',
    ])
    expect(html[3]).toMatch(
      /^<p><a href="https:\/\/x\.test\/set-password\?token=[^"]+">Choose my password<\/a><\/p>$/,
    )
  })

  it('a sign-in link sent from an Arabic page to a Spanish teacher is in Spanish; to an English one, as before', async () => {
    const db = getDb()
    const school = await createSchool(db)
    await db.update(schools).set({ name: 'Escuela Sol' }).where(eq(schools.id, school.id))
    const admin = await createAdult(db, school, 'ADMIN')
    const spanish = await createAdult(db, school, 'TEACHER', { name: 'Marta' })
    await db.update(users).set({ locale: 'es' }).where(eq(users.id, spanish.userId))
    const english = await createAdult(db, school, 'TEACHER', { name: 'Ann' })
    await inLanguage('ar', () => mailSignInLink(db, admin.actor, spanish.actor.profileId))
    await inLanguage('ar', () => mailSignInLink(db, admin.actor, english.actor.profileId))
    const es = await latestMailTo(db, spanish.email!)
    expect(es?.subject).toBe('Tu enlace para iniciar sesión en Escuela Sol')
    expect(es?.textBody.split('\n')[2]).toBe(
      'Una persona administradora de Escuela Sol te envió un enlace para iniciar sesión en CodeSchool sin contraseña:',
    )
    const en = await latestMailTo(db, english.email!)
    expect(en?.subject).toBe('Your sign-in link for Escuela Sol')
    const lines = en!.textBody.split('\n')
    expect([...lines.slice(0, 3), ...lines.slice(4)]).toEqual([
      'Hello Ann,',
      '',
      'An admin of Escuela Sol sent you a link to sign in to CodeSchool without a password:',
      '',
      'It works once, for one day. If you did not expect it, ignore this mail: nothing changes.',
    ])
  })

  it('a failed import’s reason is stored as a key and said in Spanish; a reason stored in English stays readable', async () => {
    const db = getDb()
    const school = await createSchool(db, { paid: 'school' })
    const admin = await createAdult(db, school, 'ADMIN')
    const importer = await createAdult(db, school, 'ADMIN')
    const bytes = csv(['First name,Last name', 'Ana,Ruiz', 'Ben,Ode'])
    const { importId } = await createImportPreview(db, importer.actor, { fileName: 'k.csv', bytes })
    await confirmImport(db, importer.actor, importId)
    await removeMember(db, admin.actor, importer.actor.profileId)
    const worker = createJobWorker({
      getDb: async () => db,
      handlers: { [STUDENT_IMPORT_QUEUE]: studentImportJob({ hashConcurrency: 2 }) },
    })
    while (await worker.runOnce()) {
      // every due job
    }
    const [stored] = await db
      .select({ error: studentImports.error })
      .from(studentImports)
      .where(eq(studentImports.id, importId))
    expect(stored?.error).toMatch(/^\{"said":\{"key":"importer-gone"/)
    const spanish = await inLanguage('es', () => getImportPage(db, admin.actor, { importId }))
    expect(spanish.import.error).toBe(
      'La persona que empezó esta importación ya no está en la escuela o ya no puede iniciar sesión, así que la importación se detuvo. No se añadió a nadie. Vuelve a subir el archivo para importar a estos alumnos.',
    )
    const english = await getImportPage(db, admin.actor, { importId })
    expect(english.import.error).toMatch(/^The person who started this import was removed from the school/)

    // A row stored before this change: plain English, shown as it is in every language.
    const old = 'A class would have more than 35 students. Upload the file again.'
    await db.update(studentImports).set({ error: old }).where(eq(studentImports.id, importId))
    expect((await inLanguage('es', () => getImportPage(db, admin.actor, { importId }))).import.error).toBe(
      old,
    )
  })

  it('a stored row problem and a stored refusal are said in the reader’s language', () => {
    const problem = { key: 'imports_row_username_taken', values: { username: 'ana' } }
    const english = 'Row 3: … The school changed since the preview; upload the file again.'
    const stored = storeJobSentence({ key: 'row-changed', values: { row: 3, problem } }, english)
    expect(inLanguage('es', () => sayImportFailure(stored))).toMatch(
      /^Fila 3: .*ana.* La escuela cambió desde la vista previa; vuelve a subir el archivo\.$/,
    )
    expect(inLanguage('en', () => sayImportFailure(stored))).toMatch(
      /^Row 3: .*ana.* The school changed since the preview; upload the file again\.$/,
    )
    // A key this version does not know: its English.
    expect(
      inLanguage('es', () => sayImportFailure(storeJobSentence({ key: 'later', values: {} }, 'Later.'))),
    ).toBe('Later.')

    const refusal = storeJobSentence(
      { key: 'no-room', values: { plan: 'Free', limit: 30, left: 2, wanted: 5 } },
      'No room.',
    )
    const [said, old] = inLanguage('es', () =>
      sayRosterIssues([
        { kind: 'file', message: refusal },
        { kind: 'file', message: 'The information system refused the client id and secret (401).' },
      ]),
    )
    expect(said).toMatchObject({ kind: 'file', translated: true })
    expect(said!.message).toContain('Free')
    expect(said!.message).not.toBe(
      inLanguage('en', () => sayRosterIssues([{ kind: 'file', message: refusal }]))[0]!.message,
    )
    expect(old).toEqual({
      kind: 'file',
      message: 'The information system refused the client id and secret (401).',
    })
  })

  it('the import’s header problems and a file’s size are in the page’s language', () => {
    const missing = csv(['Vorname,Klasse?', 'Ana,3A'])
    const es = inLanguage('es', () => parseStudentCsv(new TextDecoder().decode(missing)))
    expect(es).toMatchObject({ ok: false })
    expect(!es.ok && es.message).toMatch(/^La primera fila debe nombrar las columnas/)
    const en = inLanguage('en', () => parseStudentCsv(new TextDecoder().decode(missing)))
    expect(!en.ok && en.message).toBe(
      'The first row must name the columns, with at least "First name" and "Last name" (we found "Vorname", "Klasse?"). The other columns we read are Username, Class, Grade and Password.',
    )
    const big = new Uint8Array(Math.round(5.26 * 1024 * 1024)).fill(0x41)
    const tooBig = inLanguage('es', () => decodeCsv(big))
    expect(!tooBig.ok && tooBig.message).toBe(
      'Este archivo ocupa 5,3 MB; una importación CSV puede ocupar como máximo 5 MB. Divídelo en archivos más pequeños.',
    )
    expect(inLanguage('en', () => decodeCsv(big))).toMatchObject({
      message: 'This file is 5.3 MB; a CSV import can be at most 5 MB. Split it into smaller files.',
    })
    expect(inLanguage('es', () => oneDecimal(1234.56))).toBe('1234,6')
    expect(inLanguage('ar', () => oneDecimal(0.04))).toBe('0.0')
  })
})
