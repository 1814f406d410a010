import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { STUDENT_ROLES } from '@/access/visitor'
import { type CsvCell, toCsv } from '@/lib/csv'
import type { Db } from '@/server/db/client'
import {
  cardSectionItems,
  cardSections,
  cards,
  codeRevisions,
  lessonProgress,
  lessonReviews,
  lessons,
  profiles,
  reviewComments,
  schoolClasses,
  schools,
  users,
} from '@/server/db/schema'
import type { ZipEntry } from '@/server/files/zip'
import { classesCsv, progressCsv, studentsCsv } from './exports.server'

/**
 * The files of a data export (docs/privacy.md): everything a school has in CodeSchool, or one
 * student's part of it. CSV for tables a spreadsheet opens, JSON for code. Never passwords,
 * secret words or picture passwords. Every query is scoped to the school.
 */

const iso = (date: Date | null) => (date ? date.toISOString() : null)

async function teachersCsv(db: Db, schoolId: string) {
  const rows = await db
    .select({ name: profiles.name, email: users.email, role: profiles.role, createdAt: profiles.createdAt })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.schoolId, schoolId), inArray(profiles.role, ['TEACHER', 'ADMIN'])))
    .orderBy(asc(profiles.name))
  return toCsv(
    ['Name', 'Email', 'Role', 'Added'],
    rows.map((row): CsvCell[] => [
      row.name,
      row.email,
      row.role === 'ADMIN' ? 'Admin' : 'Teacher',
      iso(row.createdAt)?.slice(0, 10),
    ]),
  )
}

/** Students' work: the latest saved code of every step they worked on (older revisions are drafts). */
async function codeJson(db: Db, schoolId: string, studentId?: string) {
  const rows = await db
    .selectDistinctOn([codeRevisions.progressId, codeRevisions.stepKey], {
      student: profiles.name,
      username: profiles.username,
      course: cards.title,
      lesson: lessons.title,
      step: codeRevisions.stepKey,
      revision: codeRevisions.revision,
      code: codeRevisions.code,
      blocks: codeRevisions.blocksJson,
      savedAt: codeRevisions.createdAt,
    })
    .from(codeRevisions)
    .innerJoin(lessonProgress, eq(lessonProgress.id, codeRevisions.progressId))
    .innerJoin(profiles, eq(profiles.id, lessonProgress.profileId))
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .innerJoin(cardSectionItems, eq(cardSectionItems.id, lessonProgress.cardSectionItemId))
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(cards, eq(cards.id, cardSections.cardId))
    .where(
      and(
        eq(lessonProgress.schoolId, schoolId),
        eq(profiles.schoolId, schoolId),
        inArray(profiles.role, [...STUDENT_ROLES]),
        studentId ? eq(profiles.id, studentId) : undefined,
      ),
    )
    .orderBy(codeRevisions.progressId, codeRevisions.stepKey, desc(codeRevisions.revision))
  const work = rows
    .map((row) => ({ ...row, savedAt: iso(row.savedAt) }))
    .sort((a, b) => a.student.localeCompare(b.student) || (a.savedAt ?? '').localeCompare(b.savedAt ?? ''))
  return `${JSON.stringify(work, null, 2)}\n`
}

/** Teachers' comments on students' lessons and their verdicts. */
async function commentsCsv(db: Db, schoolId: string, studentId?: string) {
  const author = alias(profiles, 'author')
  const scope = and(
    eq(lessonProgress.schoolId, schoolId),
    eq(profiles.schoolId, schoolId),
    studentId ? eq(profiles.id, studentId) : undefined,
  )
  const comments = await db
    .select({
      student: profiles.name,
      lesson: lessons.title,
      author: author.name,
      line: reviewComments.line,
      body: reviewComments.body,
      createdAt: reviewComments.createdAt,
    })
    .from(reviewComments)
    .innerJoin(lessonProgress, eq(lessonProgress.id, reviewComments.progressId))
    .innerJoin(profiles, eq(profiles.id, lessonProgress.profileId))
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .leftJoin(author, eq(author.id, reviewComments.authorProfileId))
    .where(scope)
    .orderBy(asc(profiles.name), asc(reviewComments.createdAt))
  const verdicts = await db
    .select({
      student: profiles.name,
      lesson: lessons.title,
      author: author.name,
      verdict: lessonReviews.verdict,
      createdAt: lessonReviews.updatedAt,
    })
    .from(lessonReviews)
    .innerJoin(lessonProgress, eq(lessonProgress.id, lessonReviews.progressId))
    .innerJoin(profiles, eq(profiles.id, lessonProgress.profileId))
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .leftJoin(author, eq(author.id, lessonReviews.reviewerProfileId))
    .where(scope)
    .orderBy(asc(profiles.name), asc(lessonReviews.updatedAt))
  return toCsv(
    ['Student', 'Lesson', 'Teacher', 'Kind', 'Line', 'Comment or verdict', 'Date'],
    [
      ...comments.map((row): CsvCell[] => [
        row.student,
        row.lesson,
        row.author,
        'Comment',
        row.line,
        row.body,
        iso(row.createdAt),
      ]),
      ...verdicts.map((row): CsvCell[] => [
        row.student,
        row.lesson,
        row.author,
        'Verdict',
        null,
        row.verdict,
        iso(row.createdAt),
      ]),
    ],
  )
}

const readme = (what: string) =>
  [
    `CodeSchool data export: ${what}.`,
    '',
    'students.csv   students: names, usernames, grades, classes, last active',
    'progress.csv   every lesson a student started: status, attempts, time',
    'code.json      the latest saved code (and blocks) of every lesson step',
    'comments.csv   teachers’ comments and verdicts on students’ lessons',
    'classes.csv    classes (whole-school exports only)',
    'teachers.csv   the school’s teachers and admins (whole-school exports only)',
    'school.json    the school and what the export holds',
    '',
    'Passwords, secret words and picture passwords are never exported.',
    '',
  ].join('\r\n')

const csvOf = (table: { header: string[]; rows: CsvCell[][] }) => toCsv(table.header, table.rows)

/** Everything about the school; `fileName` like `northside-export-2026-11-23.zip`. */
export async function schoolArchiveEntries(
  db: Db,
  schoolId: string,
): Promise<{ entries: ZipEntry[]; fileName: string }> {
  const [school] = await db
    .select({
      name: schools.name,
      subdomain: schools.subdomain,
      address: schools.address,
      createdAt: schools.createdAt,
    })
    .from(schools)
    .where(eq(schools.id, schoolId))
  if (!school) throw new Error('The school was not found.')
  const students = await studentsCsv(db, schoolId)
  const classes = await classesCsv(db, schoolId)
  const progress = await progressCsv(db, schoolId)
  const classCount = await db.$count(schoolClasses, eq(schoolClasses.schoolId, schoolId))
  const exportedAt = new Date()
  return {
    fileName: `${school.subdomain}-export-${exportedAt.toISOString().slice(0, 10)}.zip`,
    entries: [
      { name: 'README.txt', data: readme(`everything about ${school.name}`) },
      {
        name: 'school.json',
        data: `${JSON.stringify(
          {
            school: { ...school, createdAt: iso(school.createdAt) },
            exportedAt: exportedAt.toISOString(),
            counts: {
              students: students.rows.length,
              classes: classCount,
              lessonProgress: progress.rows.length,
            },
          },
          null,
          2,
        )}\n`,
      },
      { name: 'students.csv', data: csvOf(students) },
      { name: 'classes.csv', data: csvOf(classes) },
      { name: 'teachers.csv', data: await teachersCsv(db, schoolId) },
      { name: 'progress.csv', data: csvOf(progress) },
      { name: 'code.json', data: await codeJson(db, schoolId) },
      { name: 'comments.csv', data: await commentsCsv(db, schoolId) },
    ],
  }
}

/** One student's part of the school's data (a parent's or the student's own request, through the school). */
export async function studentArchiveEntries(
  db: Db,
  schoolId: string,
  studentId: string,
): Promise<{ entries: ZipEntry[]; fileName: string }> {
  const students = await studentsCsv(db, schoolId, studentId)
  const [student] = await db
    .select({ name: profiles.name, username: profiles.username })
    .from(profiles)
    .where(
      and(
        eq(profiles.id, studentId),
        eq(profiles.schoolId, schoolId),
        inArray(profiles.role, [...STUDENT_ROLES]),
      ),
    )
  if (!student) throw new Error('The student was not found.')
  const slug = (student.username ?? student.name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  const exportedAt = new Date()
  return {
    fileName: `student-${slug || 'export'}-${exportedAt.toISOString().slice(0, 10)}.zip`,
    entries: [
      { name: 'README.txt', data: readme(`the data of ${student.name}`) },
      {
        name: 'school.json',
        data: `${JSON.stringify({ student, exportedAt: exportedAt.toISOString() }, null, 2)}\n`,
      },
      { name: 'students.csv', data: csvOf(students) },
      { name: 'progress.csv', data: csvOf(await progressCsv(db, schoolId, studentId)) },
      { name: 'code.json', data: await codeJson(db, schoolId, studentId) },
      { name: 'comments.csv', data: await commentsCsv(db, schoolId, studentId) },
    ],
  }
}
