import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { generateJoinCode } from '@/lib/join-code'
import { m } from '@/paraglide/messages'
import { type Actor, assertSchoolAdmin } from '@/server/auth/actor'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { classCards, classMembers, classTeachers, schoolClasses, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'

/** The highest grade; a class of that grade leaves the school at year end (archived, no successor). */
const LAST_GRADE = 12

export interface YearEndClass {
  id: string
  name: string
  grade: number | null
  members: number
  /** What next year's class will be called, or null when the class leaves the school. */
  nextName: string | null
  nextGrade: number | null
}

/**
 * Next year's name: the grade in the name moves up with the class ("Class 4B" in grade 4 becomes
 * "Class 5B"); a name without its grade keeps its name. Mixed classes (no grade) keep theirs.
 */
export function nextYearName(name: string, grade: number | null): string {
  if (grade === null || grade < 1) return name
  const pattern = new RegExp(`(^|\\D)${grade}(?=\\D|$)`)
  return pattern.test(name) ? name.replace(pattern, (_, before: string) => `${before}${grade + 1}`) : name
}

function nextGrade(grade: number | null): number | null {
  return grade === null ? null : grade + 1
}

/** The active classes of the admin's school and what each becomes: the year-end screen's list. */
export async function planSchoolYearEnd(db: Db, actor: Actor): Promise<YearEndClass[]> {
  assertSchoolAdmin(actor)
  const rows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      grade: schoolClasses.grade,
      members: sql<number>`(select count(*)::int from ${classMembers} where ${q(classMembers.classId)} = ${q(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.schoolId, actor.schoolId), isNull(schoolClasses.archivedAt)))
    .orderBy(schoolClasses.name, schoolClasses.createdAt)
  return rows.map((row) => {
    const leaves = row.grade !== null && row.grade >= LAST_GRADE
    return {
      ...row,
      members: Number(row.members),
      nextName: leaves ? null : nextYearName(row.name, row.grade),
      nextGrade: leaves ? null : nextGrade(row.grade),
    }
  })
}

/**
 * Ends the school year in one step (decision 121): every class the admin saw on the year-end
 * screen is archived (its students keep their accounts and work, their projects stay under "Last
 * year") and gets next year's class: the grade moved up, the same teachers, students and courses
 * (decision 177: children carry on where they were; a teacher changes courses as for any class), a
 * new join code and the same sign-in settings. `classIds` are the classes the admin
 * confirmed; if the school's classes changed since (a second press, another admin), nothing happens.
 */
export async function endSchoolYear(
  db: Db,
  actor: Actor,
  input: { classIds: string[] },
): Promise<{ archived: number; created: { id: string; name: string; joinCode: string }[] }> {
  assertSchoolAdmin(actor)
  return db.transaction(async (tx) => {
    // One year end at a time per school.
    await tx.select({ id: schools.id }).from(schools).where(eq(schools.id, actor.schoolId)).for('update')
    const active = await tx
      .select({
        id: schoolClasses.id,
        name: schoolClasses.name,
        grade: schoolClasses.grade,
        loginType: schoolClasses.loginType,
        quickJoin: schoolClasses.quickJoin,
      })
      .from(schoolClasses)
      .where(and(eq(schoolClasses.schoolId, actor.schoolId), isNull(schoolClasses.archivedAt)))
    const confirmed = new Set(input.classIds)
    if (active.length === 0 || active.length !== confirmed.size || active.some((c) => !confirmed.has(c.id))) {
      throw new HttpError(409, m.classes_error_year_changed())
    }
    const ids = active.map((c) => c.id)
    await tx.update(schoolClasses).set({ archivedAt: sql`now()` }).where(inArray(schoolClasses.id, ids))
    const [teachers, members, courses] = await Promise.all([
      tx.select().from(classTeachers).where(inArray(classTeachers.classId, ids)),
      tx
        .select({ classId: classMembers.classId, profileId: classMembers.profileId })
        .from(classMembers)
        .where(inArray(classMembers.classId, ids)),
      tx
        .select({ classId: classCards.classId, cardId: classCards.cardId })
        .from(classCards)
        .where(inArray(classCards.classId, ids))
        .orderBy(classCards.createdAt),
    ])
    const created: { id: string; name: string; joinCode: string }[] = []
    for (const old of active) {
      if (old.grade !== null && old.grade >= LAST_GRADE) continue
      let row: { id: string; joinCode: string } | undefined
      for (let attempt = 0; attempt < 20 && !row; attempt++) {
        ;[row] = await tx
          .insert(schoolClasses)
          .values({
            schoolId: actor.schoolId,
            name: nextYearName(old.name, old.grade),
            grade: nextGrade(old.grade),
            loginType: old.loginType,
            quickJoin: old.quickJoin,
            joinCode: generateJoinCode(),
          })
          .onConflictDoNothing({ target: schoolClasses.joinCode, where: sql`archived_at is null` })
          .returning({ id: schoolClasses.id, joinCode: schoolClasses.joinCode })
      }
      if (!row) throw new Error('Could not find a free join code')
      const classTeacherRows = teachers.filter((t) => t.classId === old.id)
      if (classTeacherRows.length > 0)
        await tx
          .insert(classTeachers)
          .values(classTeacherRows.map((t) => ({ classId: row.id, profileId: t.profileId })))
      const memberRows = members.filter((m) => m.classId === old.id)
      if (memberRows.length > 0)
        await tx
          .insert(classMembers)
          .values(memberRows.map((m) => ({ classId: row.id, profileId: m.profileId })))
      const courseRows = courses.filter((c) => c.classId === old.id)
      if (courseRows.length > 0)
        await tx.insert(classCards).values(courseRows.map((c) => ({ classId: row.id, cardId: c.cardId })))
      created.push({ id: row.id, name: nextYearName(old.name, old.grade), joinCode: row.joinCode })
    }
    return { archived: active.length, created }
  })
}
