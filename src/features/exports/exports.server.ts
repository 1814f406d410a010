import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { ADMINS, STUDENT_ROLES } from '@/access/visitor'
import { recordAudit } from '@/features/audit/audit-record.server'
import { type CsvCell, toCsv } from '@/lib/csv'
import { type Actor, assertActor } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { qualified } from '@/server/db/qualified-column'
import {
  cardSectionItems,
  cardSections,
  cards,
  classCards,
  classMembers,
  classTeachers,
  lessonProgress,
  lessons,
  profiles,
  schoolClasses,
  schools,
} from '@/server/db/schema'

/**
 * The school's data as CSV (settings → data export, admin only): students, classes and progress.
 * Never passwords or secrets. Every query is scoped to the actor's school.
 */

export type ExportKind = 'students' | 'classes' | 'progress'

export interface CsvExport {
  fileName: string
  csv: string
  rows: number
}

function gradeLabel(grade: number | null): string {
  if (grade === null) return ''
  if (grade === -1) return 'Pre-K'
  if (grade === 0) return 'Kindergarten'
  return `Grade ${grade}`
}

const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '')

/** One row per student; only `studentId` when given (a student's own export). */
export async function studentsCsv(db: Db, schoolId: string, studentId?: string) {
  const rows = await db
    .select({
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      name: profiles.name,
      username: profiles.username,
      grade: profiles.grade,
      role: profiles.role,
      classes: sql<string>`coalesce((select string_agg(${schoolClasses.name}, '; ' order by ${schoolClasses.name})
        from ${classMembers} join ${schoolClasses} on ${schoolClasses.id} = ${classMembers.classId}
        where ${classMembers.profileId} = ${qualified(profiles.id)} and ${schoolClasses.archivedAt} is null), '')`,
      lastActiveAt: profiles.lastActiveAt,
      createdAt: profiles.createdAt,
    })
    .from(profiles)
    .where(
      and(
        eq(profiles.schoolId, schoolId),
        inArray(profiles.role, [...STUDENT_ROLES]),
        studentId ? eq(profiles.id, studentId) : undefined,
      ),
    )
    .orderBy(asc(profiles.lastName), asc(profiles.firstName), asc(profiles.name))
  return {
    header: [
      'First name',
      'Last name',
      'Name',
      'Username',
      'Grade',
      'Classes',
      'Kind',
      'Last active',
      'Added',
    ],
    rows: rows.map((row): CsvCell[] => [
      row.firstName,
      row.lastName,
      row.name,
      row.username,
      gradeLabel(row.grade),
      row.classes,
      row.role === 'STUDENT' ? 'Student' : 'Quick join (session)',
      day(row.lastActiveAt),
      day(row.createdAt),
    ]),
  }
}

export async function classesCsv(db: Db, schoolId: string) {
  const rows = await db
    .select({
      name: schoolClasses.name,
      grade: schoolClasses.grade,
      loginType: schoolClasses.loginType,
      quickJoin: schoolClasses.quickJoin,
      joinCode: schoolClasses.joinCode,
      archivedAt: schoolClasses.archivedAt,
      teachers: sql<string>`coalesce((select string_agg(${profiles.name}, '; ' order by ${profiles.name})
        from ${classTeachers} join ${profiles} on ${profiles.id} = ${classTeachers.profileId}
        where ${classTeachers.classId} = ${qualified(schoolClasses.id)}), '')`,
      students: sql<number>`(select count(*)::int from ${classMembers} where ${classMembers.classId} = ${qualified(schoolClasses.id)})`,
      courses: sql<string>`coalesce((select string_agg(${cards.title}, '; ' order by ${cards.title})
        from ${classCards} join ${cards} on ${cards.id} = ${classCards.cardId}
        where ${classCards.classId} = ${qualified(schoolClasses.id)}), '')`,
      createdAt: schoolClasses.createdAt,
    })
    .from(schoolClasses)
    .where(eq(schoolClasses.schoolId, schoolId))
    .orderBy(asc(schoolClasses.name))
  const loginTypes = { picture: 'Picture', words: 'Secret words', password: 'Username and password' }
  return {
    header: [
      'Class',
      'Grade',
      'Login',
      'Quick join',
      'Join code',
      'Teachers',
      'Students',
      'Courses',
      'Status',
      'Created',
    ],
    rows: rows.map((row): CsvCell[] => [
      row.name,
      gradeLabel(row.grade),
      loginTypes[row.loginType],
      row.quickJoin ? 'Yes' : 'No',
      row.joinCode,
      row.teachers,
      Number(row.students),
      row.courses,
      row.archivedAt ? 'Archived' : 'Active',
      day(row.createdAt),
    ]),
  }
}

export async function progressCsv(db: Db, schoolId: string, studentId?: string) {
  const rows = await db
    .select({
      name: profiles.name,
      username: profiles.username,
      course: cards.title,
      section: cardSections.title,
      lesson: lessons.title,
      status: lessonProgress.status,
      attempts: lessonProgress.attempts,
      timeSpentSeconds: lessonProgress.timeSpentSeconds,
      startedAt: lessonProgress.startedAt,
      completedAt: lessonProgress.completedAt,
      updatedAt: lessonProgress.updatedAt,
    })
    .from(lessonProgress)
    .innerJoin(profiles, and(eq(profiles.id, lessonProgress.profileId), eq(profiles.schoolId, schoolId)))
    .innerJoin(cardSectionItems, eq(cardSectionItems.id, lessonProgress.cardSectionItemId))
    .innerJoin(cardSections, eq(cardSections.id, cardSectionItems.sectionId))
    .innerJoin(cards, eq(cards.id, cardSections.cardId))
    .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.schoolId, schoolId),
        inArray(profiles.role, [...STUDENT_ROLES]),
        studentId ? eq(profiles.id, studentId) : undefined,
      ),
    )
    .orderBy(
      asc(profiles.name),
      asc(cards.position),
      asc(cardSections.position),
      asc(cardSectionItems.position),
    )
  const statuses = { not_started: 'Not started', in_progress: 'In progress', completed: 'Completed' }
  return {
    header: [
      'Student',
      'Username',
      'Course',
      'Section',
      'Lesson',
      'Status',
      'Attempts',
      'Minutes spent',
      'Started',
      'Completed',
      'Last saved',
    ],
    rows: rows.map((row): CsvCell[] => [
      row.name,
      row.username,
      row.course,
      row.section,
      row.lesson,
      statuses[row.status],
      row.attempts,
      Math.round(row.timeSpentSeconds / 60),
      day(row.startedAt),
      day(row.completedAt),
      day(row.updatedAt),
    ]),
  }
}

export async function exportSchoolCsv(db: Db, actor: Actor, kind: ExportKind): Promise<CsvExport> {
  assertActor(actor, ...ADMINS)
  const [school] = await db
    .select({ subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  const table =
    kind === 'students'
      ? await studentsCsv(db, actor.schoolId)
      : kind === 'classes'
        ? await classesCsv(db, actor.schoolId)
        : await progressCsv(db, actor.schoolId)
  recordAudit(db, actor, 'school.exported', null, {
    detail: { what: `${kind} CSV`, rows: table.rows.length },
  })
  const date = new Date().toISOString().slice(0, 10)
  return {
    fileName: `${school?.subdomain ?? 'school'}-${kind}-${date}.csv`,
    csv: toCsv(table.header, table.rows),
    rows: table.rows.length,
  }
}
