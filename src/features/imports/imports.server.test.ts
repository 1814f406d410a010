import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, expect, it } from 'vitest'
import type { Actor } from '@/server/auth/actor'
import { verifyPassword } from '@/server/auth/password'
import {
  classMembers,
  classTeachers,
  jobs,
  profiles,
  schoolClasses,
  studentImportRows,
  studentImports,
  users,
} from '@/server/db/schema'
import { claimNextJob, getJob } from '@/server/jobs/queue'
import { createJobWorker } from '@/server/jobs/worker'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createClass, createSchool, createStudent, type TestSchool } from '@/test/factories'
import { confirmImport } from './confirm-import.server'
import { createImportPreview } from './create-import-preview.server'
import { decideImportClass, fixImportRow, setImportRowsAction } from './edit-import.server'
import { type ImportJobHooks, studentImportJob } from './import-job.server'
import { getImportPage } from './import-page.server'
import { listImports, STUDENT_IMPORT_QUEUE } from './import-records.server'
import { getImportResultCsv } from './import-result.server'

const encode = (text: string) => new TextEncoder().encode(text)

/** 0 → "A", 25 → "Z", 26 → "BA": letters only, since names may not have digits. */
function alpha(n: number): string {
  let out = ''
  do {
    out = String.fromCharCode(65 + (n % 26)) + out
    n = Math.floor(n / 26)
  } while (n > 0)
  return out
}

function csv(
  lines: string[][],
  header = ['First name', 'Last name', 'Username', 'Class', 'Grade', 'Password'],
) {
  return encode([header, ...lines].map((line) => line.join(',')).join('\n'))
}

/** 500 rows, 7 of them bad: rows 11, 21, 31 and 41, 51, 61, 71 (spreadsheet numbering). */
function fiveHundredWithSevenBad(tag: string, classNames: string[]) {
  const lines = Array.from({ length: 500 }, (_, i) => [
    `Kid${tag}`,
    `Number${alpha(i)}`,
    '',
    classNames[i % classNames.length]!,
    '3',
    '',
  ])
  lines[9]![0] = '' // missing first name → fixed
  lines[19]![1] = 'Sm1th' // bad character → fixed
  lines[29]![4] = 'purple' // bad grade → skipped
  lines[39]![5] = 'abc' // short password → skipped
  lines[49]![0] = '=cmd|calc' // formula → skipped
  lines[59]![2] = 'same.user' // duplicate username in the file… (first one is fine)
  lines[60]![2] = 'same.user' // …this one is not → skipped (row 62)
  lines[69]![3] = 'No Such Class' // unknown class → skipped
  return csv(lines)
}

describeEachDatabase('student import', (getDb) => {
  let school: TestSchool
  let other: TestSchool
  let admin: Actor
  let teacher: Actor
  let colleague: Actor
  let otherAdmin: Actor
  let kid: Actor
  const worker = (hooks: ImportJobHooks = {}, leaseMs = 60_000) =>
    createJobWorker({
      getDb: async () => getDb(),
      handlers: { [STUDENT_IMPORT_QUEUE]: studentImportJob({ hashConcurrency: 4, ...hooks }) },
      leaseMs,
    })
  const drain = async (hooks: ImportJobHooks = {}) => {
    const w = worker(hooks)
    while (await w.runOnce()) {
      // run every due job
    }
  }

  beforeAll(async () => {
    const db = getDb()
    school = await createSchool(db, { paid: 'school' })
    other = await createSchool(db, { paid: 'school' })
    admin = (await createAdult(db, school, 'ADMIN')).actor
    teacher = (await createAdult(db, school, 'TEACHER')).actor
    colleague = (await createAdult(db, school, 'TEACHER')).actor
    otherAdmin = (await createAdult(db, other, 'ADMIN')).actor
    kid = (await createStudent(db, school)).actor
  })

  it('500 rows with 7 bad ones: fix two, skip five, confirm, 495 students with the result to download', async () => {
    const db = getDb()
    const names = ['Year 3 Robins', 'Year 3 Wrens', 'Year 3 Owls']
    const classIds = await Promise.all(
      names.map(async (name) => (await createClass(db, school, { name })).id),
    )
    const { importId } = await createImportPreview(db, admin, {
      fileName: 'year3.csv',
      bytes: fiveHundredWithSevenBad('A', names),
    })
    let page = await getImportPage(db, admin, { importId })
    expect(page.counts).toMatchObject({ total: 500, toCreate: 500, withErrors: 7 })
    expect(page.view).toBe('problems')
    expect(page.rows.map((r) => r.rowNumber)).toEqual([11, 21, 31, 41, 51, 62, 71])
    expect(page.rows.find((r) => r.rowNumber === 51)!.errors[0]!.code).toBe('formula')
    expect(page.classes).toEqual([{ name: 'No Such Class', rows: 1, create: false }])
    await expect(confirmImport(db, admin, importId)).rejects.toMatchObject({ status: 409 })

    const row11 = page.rows.find((r) => r.rowNumber === 11)!
    await fixImportRow(db, admin, { importId, rowNumber: 11, data: { ...row11.data, firstName: 'Fixed' } })
    const row21 = page.rows.find((r) => r.rowNumber === 21)!
    await fixImportRow(db, admin, { importId, rowNumber: 21, data: { ...row21.data, lastName: 'Smith' } })
    expect(await setImportRowsAction(db, admin, { importId, action: 'skip', withErrors: true })).toEqual({
      changed: 5,
    })
    page = await getImportPage(db, admin, { importId })
    expect(page.counts).toMatchObject({ toCreate: 495, withErrors: 0, skipped: 5 })

    expect(await confirmImport(db, admin, importId)).toEqual({ status: 'queued' })
    expect(await confirmImport(db, admin, importId)).toEqual({ status: 'queued' })
    expect(await db.select().from(jobs).where(sql`${jobs.payload}->>'importId' = ${importId}`)).toHaveLength(
      1,
    )
    await drain()

    page = await getImportPage(db, admin, { importId })
    expect(page.import).toMatchObject({ status: 'completed', createdCount: 495 })
    const members = await db.select().from(classMembers).where(inArray(classMembers.classId, classIds))
    expect(members).toHaveLength(495)
    const { csv: result, fileName } = await getImportResultCsv(db, admin, importId)
    expect(fileName).toBe('year3-accounts.csv')
    const lines = result.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines).toHaveLength(496)
    expect(lines[0]).toBe('First name,Last name,Username,Password,Class,Secret picture,Secret words')
    const [first, last, username, password] = lines[1]!.split(',')
    expect([first, last, username]).toEqual(['KidA', 'NumberA', 'kida.numbera'])
    const [stored] = await db
      .select({ hash: users.passwordHash })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(profiles.schoolId, school.id), eq(profiles.username, username!)))
    expect(await verifyPassword(stored!.hash!, password!)).toBe(true)
    expect(result).toContain('Fixed,NumberJ')
  })

  it('the same file confirmed twice makes one import', async () => {
    const db = getDb()
    await createClass(db, school, { name: 'Twice' })
    const bytes = csv([
      ['Tw', 'One', '', 'Twice', '2', ''],
      ['Tw', 'Two', '', 'Twice', '2', ''],
    ])
    const first = await createImportPreview(db, admin, { fileName: 'a.csv', bytes })
    const second = await createImportPreview(db, admin, { fileName: 'a-copy.csv', bytes })
    await confirmImport(db, admin, first.importId)
    await expect(confirmImport(db, admin, second.importId)).rejects.toMatchObject({
      status: 409,
      message: expect.stringContaining('already imported'),
    })
    await drain()
    expect((await getImportPage(db, admin, { importId: second.importId })).alreadyImported).toMatchObject({
      id: first.importId,
      status: 'completed',
      createdCount: 2,
    })
    await expect(confirmImport(db, admin, second.importId)).rejects.toMatchObject({ status: 409 })
    const twos = await db
      .select()
      .from(profiles)
      .where(and(eq(profiles.schoolId, school.id), eq(profiles.lastName, 'Two')))
    expect(twos).toHaveLength(1)
  })

  it('a worker that dies mid-transaction leaves no rows; the job resumes and completes exactly once', async () => {
    const db = getDb()
    const schoolClass = await createClass(db, school, { name: 'Crash Class' })
    const bytes = csv(
      Array.from({ length: 120 }, (_, i) => ['Crash', `Kid${alpha(i)}`, '', 'Crash Class', '1', '']),
    )
    const { importId } = await createImportPreview(db, admin, { fileName: 'crash.csv', bytes })
    await confirmImport(db, admin, importId)

    // Worker A claims the job and dies inside the transaction, after the profiles went in.
    const job = await claimNextJob(db, {
      queues: [STUDENT_IMPORT_QUEUE],
      workerId: 'doomed',
      leaseMs: 60_000,
    })
    expect(job).not.toBeNull()
    const crash = new Error('SIGKILL')
    await expect(
      studentImportJob({
        afterProfilesInserted: async () => {
          throw crash
        },
      }).run({ db, job: job!, signal: new AbortController().signal, heartbeat: async () => {} }),
    ).rejects.toBe(crash)
    // (A dead process records nothing more: no failJob, the lease just stops being renewed.)
    const crashed = await db.select().from(profiles).where(eq(profiles.lastName, 'KidA'))
    expect(crashed.filter((p) => p.firstName === 'Crash')).toHaveLength(0)
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, schoolClass.id))).toHaveLength(
      0,
    )
    expect((await getImportPage(db, admin, { importId })).import.status).toBe('running')

    // While the lease is fresh nobody else takes it; once it has run out, worker B resumes it.
    await drain()
    expect((await getImportPage(db, admin, { importId })).import.status).toBe('running')
    await db.update(jobs).set({ lockedAt: sql`now() - interval '5 minutes'` }).where(eq(jobs.id, job!.id))
    await drain()
    const done = await getImportPage(db, admin, { importId })
    expect(done.import).toMatchObject({ status: 'completed', createdCount: 120 })
    expect(await getJob(db, job!.id)).toMatchObject({ status: 'done', attempts: 2 })
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, schoolClass.id))).toHaveLength(
      120,
    )

    // Running it again (a stale duplicate delivery) changes nothing.
    await studentImportJob().run({
      db,
      job: job!,
      signal: new AbortController().signal,
      heartbeat: async () => {},
    })
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, schoolClass.id))).toHaveLength(
      120,
    )
  })

  it('refuses binary, empty, too-long, wrongly encoded files with clear messages; flags formula cells', async () => {
    const db = getDb()
    const refuse = async (bytes: Uint8Array) => {
      try {
        await createImportPreview(db, admin, { fileName: 'x.csv', bytes })
      } catch (error) {
        return error as { status: number; message: string }
      }
      throw new Error('accepted')
    }
    expect(await refuse(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 9]))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/Excel.*CSV UTF-8/),
    })
    expect(await refuse(new Uint8Array([7, 0, 1, 2, 3, 0, 255]))).toMatchObject({
      status: 400,
      message: expect.stringMatching(/binary/),
    })
    expect(await refuse(new Uint8Array())).toMatchObject({
      status: 400,
      message: expect.stringMatching(/empty/),
    })
    const big = csv(Array.from({ length: 10_001 }, (_, i) => ['A', `B${alpha(i)}`, '', '', '', '']))
    expect(await refuse(big)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/10,001 students/),
    })
    const latin1 = new Uint8Array([...encode('First name,Last name\nRen'), 0xe9, ...encode(',Dupont\n')])
    expect(await refuse(latin1)).toMatchObject({
      status: 400,
      message: expect.stringMatching(/not saved as UTF-8/),
    })

    const formulas = csv([
      ['=HYPERLINK("http://x")', 'Smith', '', '', '', ''],
      ['Ann', '+1234', '', '', '', ''],
      ['@SUM(A1)', 'Lee', '', '', '', ''],
    ])
    const { importId } = await createImportPreview(db, admin, { fileName: 'f.csv', bytes: formulas })
    const page = await getImportPage(db, admin, { importId })
    expect(page.rows.map((r) => r.errors.map((e) => e.code))).toEqual([['formula'], ['formula'], ['formula']])
    expect(page.rows[0]!.errors[0]!.message).toMatch(/starts with "=" like a spreadsheet formula/)
    expect(await db.select().from(studentImports).where(eq(studentImports.fileName, 'x.csv'))).toHaveLength(0)
  })

  it('creates an unknown class on request; a teacher imports only into their classes and teaches the new one', async () => {
    const db = getDb()
    const mine = await createClass(db, school, { name: 'T Mine', teacherIds: [teacher.profileId] })
    await createClass(db, school, { name: 'T Theirs', teacherIds: [colleague.profileId] })
    const bytes = csv([
      ['Tea', 'One', '', 'T Mine', '1', ''],
      ['Tea', 'Two', '', 'T Theirs', '1', ''],
      ['Tea', 'Three', '', 'T Brand New', '1', ''],
      ['Tea', 'Four', '', '', '1', ''],
    ])
    const { importId } = await createImportPreview(db, teacher, { fileName: 't.csv', bytes })
    let page = await getImportPage(db, teacher, { importId, view: 'all' })
    expect(page.rows.map((r) => r.errors.map((e) => e.code))).toEqual([
      [],
      ['not_your_class'],
      ['unknown_class'],
      ['no_class'],
    ])
    await decideImportClass(db, teacher, { importId, className: 't brand new', create: true })
    await setImportRowsAction(db, teacher, { importId, action: 'skip', rowNumbers: [3, 5] })
    page = await getImportPage(db, teacher, { importId })
    expect(page.classes).toEqual([{ name: 'T Brand New', rows: 1, create: true }])
    expect(page.counts).toMatchObject({ toCreate: 2, withErrors: 0 })
    await confirmImport(db, teacher, importId)
    await drain()
    const [created] = await db
      .select()
      .from(schoolClasses)
      .where(and(eq(schoolClasses.schoolId, school.id), eq(schoolClasses.name, 'T Brand New')))
    expect(created).toMatchObject({ loginType: 'picture', grade: 1 })
    expect(await db.select().from(classTeachers).where(eq(classTeachers.classId, created!.id))).toEqual([
      expect.objectContaining({ profileId: teacher.profileId }),
    ])
    expect(await db.select().from(classMembers).where(eq(classMembers.classId, mine.id))).toHaveLength(1)
    // The teacher sees their import; a colleague does not, an admin does.
    expect((await listImports(db, teacher)).map((i) => i.id)).toContain(importId)
    expect((await listImports(db, colleague)).map((i) => i.id)).not.toContain(importId)
    await expect(getImportPage(db, colleague, { importId })).rejects.toMatchObject({ status: 404 })
    expect((await listImports(db, admin)).map((i) => i.id)).toContain(importId)
  })

  it('an import whose school changed since the preview fails whole, naming the row', async () => {
    const db = getDb()
    const bytes = csv([
      ['Late', 'One', 'late.one', '', '', ''],
      ['Late', 'Two', 'late.two', '', '', ''],
    ])
    const { importId } = await createImportPreview(db, admin, { fileName: 'late.csv', bytes })
    await confirmImport(db, admin, importId)
    await createStudent(db, school, { username: 'late.two' })
    await drain()
    const page = await getImportPage(db, admin, { importId })
    expect(page.import.status).toBe('failed')
    expect(page.import.error).toMatch(/^Row 3: The username late.two is already taken/)
    expect(await db.select().from(profiles).where(eq(profiles.username, 'late.one'))).toHaveLength(0)
  })

  it('passwords live 7 days: the page purges them after that and the download answers 410', async () => {
    const db = getDb()
    await createClass(db, school, { name: 'Week Old' })
    const backdate = async (importId: string, days: number) =>
      db
        .update(studentImports)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(studentImports.id, importId))
    const passwords = async (importId: string) =>
      (
        await db
          .select({ password: studentImportRows.generatedPassword })
          .from(studentImportRows)
          .where(eq(studentImportRows.importId, importId))
      ).map((row) => row.password)
    const importOf = async (tag: string) => {
      const { importId } = await createImportPreview(db, admin, {
        fileName: `week-${tag}.csv`,
        bytes: csv([
          [`Wk${tag}`, 'One', '', 'Week Old', '2', ''],
          [`Wk${tag}`, 'Two', '', 'Week Old', '2', ''],
        ]),
      })
      await confirmImport(db, admin, importId)
      await drain()
      return importId
    }

    // Six days old: still there.
    const first = await importOf('A')
    await backdate(first, 6)
    await getImportPage(db, admin, { importId: first })
    expect((await getImportResultCsv(db, admin, first)).csv).toContain('WkA,One')

    // Eight days old, no import job since: opening the page wipes them.
    await backdate(first, 8)
    expect((await passwords(first)).every((p) => p !== null)).toBe(true)
    await getImportPage(db, admin, { importId: first })
    expect(await passwords(first)).toEqual([null, null])
    await expect(getImportResultCsv(db, admin, first)).rejects.toMatchObject({
      status: 410,
      message: expect.stringContaining('kept for 7 days'),
    })

    // The download alone refuses (and purges) too.
    const second = await importOf('B')
    await backdate(second, 7)
    await expect(getImportResultCsv(db, admin, second)).rejects.toMatchObject({ status: 410 })
    expect(await passwords(second)).toEqual([null, null])
  })

  it('every function refuses another school’s import (404) and students (403)', async () => {
    const db = getDb()
    const { importId } = await createImportPreview(db, otherAdmin, {
      fileName: 'theirs.csv',
      bytes: csv([['Their', 'Kid', '', '', '', '']]),
    })
    const calls: [string, (actor: Actor) => Promise<unknown>][] = [
      ['getImportPage', (a) => getImportPage(db, a, { importId })],
      [
        'fixImportRow',
        (a) =>
          fixImportRow(db, a, {
            importId,
            rowNumber: 2,
            data: { firstName: 'X', lastName: 'Y', username: '', className: '', grade: '', password: '' },
          }),
      ],
      [
        'setImportRowsAction',
        (a) => setImportRowsAction(db, a, { importId, action: 'skip', rowNumbers: [2] }),
      ],
      ['decideImportClass', (a) => decideImportClass(db, a, { importId, className: 'X', create: true })],
      ['confirmImport', (a) => confirmImport(db, a, importId)],
      ['getImportResultCsv', (a) => getImportResultCsv(db, a, importId)],
    ]
    for (const [name, call] of calls) {
      await expect(call(admin), name).rejects.toMatchObject({ status: 404 })
      await expect(call(teacher), name).rejects.toMatchObject({ status: 404 })
      await expect(call(kid), name).rejects.toMatchObject({ status: 403 })
    }
    await expect(
      createImportPreview(db, kid, { fileName: 'k.csv', bytes: csv([['A', 'B', '', '', '', '']]) }),
    ).rejects.toMatchObject({
      status: 403,
    })
    await expect(listImports(db, kid)).rejects.toMatchObject({ status: 403 })
    expect((await listImports(db, admin)).map((i) => i.id)).not.toContain(importId)
    const [theirs] = await db.select().from(studentImports).where(eq(studentImports.id, importId))
    expect(theirs!.status).toBe('preview')
  })
})
