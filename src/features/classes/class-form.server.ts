import { and, asc, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm'
import type { PgColumn, PgInsertValue } from 'drizzle-orm/pg-core'
import type { CodeLanguage } from '@/lib/code-languages'
import { generateJoinCode } from '@/lib/join-code'
import { m } from '@/paraglide/messages'
import { type Actor, assertAdult, isSchoolAdmin } from '@/server/auth/actor'
import type { Db, DbTransaction } from '@/server/db/client'
import { cards, classCards, classTeachers, profiles, schoolClasses, schools } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import type { ClassFormValues, ClassLoginType, NewClassValues } from './classes.schemas'
import { findManageableClass } from './managed-class.server'

export interface ClassFormOptions {
  allowedLoginTypes: ClassLoginType[]
  teachers: { profileId: string; name: string; role: 'TEACHER' | 'ADMIN' }[]
  cards: { id: string; title: string; ageMin: number; ageMax: number; language: CodeLanguage }[]
  /** The school has no class yet: the one made now opens on its join instructions. */
  firstClass: boolean
}

/** What the class form offers: the school's teachers and admins, its courses, the login types it allows. */
export async function getClassFormOptions(db: Db, actor: Actor): Promise<ClassFormOptions> {
  assertAdult(actor)
  const [school] = await db
    .select({ allowedLoginTypes: schools.allowedLoginTypes })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  const teacherRows = await db
    .select({ profileId: profiles.id, name: profiles.name, role: profiles.role })
    .from(profiles)
    .where(
      and(
        eq(profiles.schoolId, actor.schoolId),
        inArray(profiles.role, ['TEACHER', 'ADMIN']),
        isNull(profiles.archivedAt),
      ),
    )
    .orderBy(asc(profiles.name))
  const cardRows = await db
    .select({
      id: cards.id,
      title: cards.title,
      ageMin: cards.ageMin,
      ageMax: cards.ageMax,
      language: cards.language,
    })
    .from(cards)
    .where(visibleCards(actor))
    .orderBy(asc(cards.position), asc(cards.title))
  const [anyClass] = await db
    .select({ id: schoolClasses.id })
    .from(schoolClasses)
    .where(eq(schoolClasses.schoolId, actor.schoolId))
    .limit(1)
  return {
    allowedLoginTypes: school?.allowedLoginTypes ?? ['picture', 'words', 'password'],
    teachers: teacherRows.map((row) => ({ ...row, role: row.role as 'TEACHER' | 'ADMIN' })),
    cards: cardRows,
    firstClass: !anyClass,
  }
}

function visibleCards(actor: Actor) {
  return and(eq(cards.published, true), or(isNull(cards.schoolId), eq(cards.schoolId, actor.schoolId)))!
}

async function checkFormReferences(db: Db, actor: Actor, input: NewClassValues) {
  const [school] = await db
    .select({ allowedLoginTypes: schools.allowedLoginTypes })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  if (school && !school.allowedLoginTypes.includes(input.loginType)) {
    throw new HttpError(400, m.classes_error_login_type_not_allowed(), [
      { field: 'loginType', message: m.classes_error_login_type_field() },
    ])
  }
  const teacherIds = [...new Set(input.teacherIds)]
  if (teacherIds.length > 0) {
    const found = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(
        and(
          inArray(profiles.id, teacherIds),
          eq(profiles.schoolId, actor.schoolId),
          inArray(profiles.role, ['TEACHER', 'ADMIN']),
          isNull(profiles.archivedAt),
        ),
      )
    if (found.length !== teacherIds.length) {
      throw new HttpError(400, m.classes_error_teacher_elsewhere(), [
        { field: 'teacherIds', message: m.classes_error_teacher_field() },
      ])
    }
  }
  const cardIds = [...new Set(input.cardIds)]
  if (cardIds.length > 0) {
    const found = await db
      .select({ id: cards.id })
      .from(cards)
      .where(and(inArray(cards.id, cardIds), visibleCards(actor)))
    if (found.length !== cardIds.length) {
      throw new HttpError(400, m.classes_error_course_unavailable(), [
        { field: 'cardIds', message: m.classes_error_course_field() },
      ])
    }
  }
  return { teacherIds, cardIds }
}

/** The teachers a class ends up with: a teacher who saves the form always stays on it. */
function teacherSet(actor: Actor, teacherIds: string[]): string[] {
  const set = new Set(teacherIds)
  if (!isSchoolAdmin(actor)) set.add(actor.profileId)
  return [...set]
}

/** Creates a class with a fresh join code; returns its id and code. */
export async function createSchoolClass(
  db: Db,
  actor: Actor,
  input: NewClassValues,
): Promise<{ id: string; joinCode: string }> {
  assertAdult(actor)
  const { teacherIds, cardIds } = await checkFormReferences(db, actor, input)
  return db.transaction(async (tx) => {
    let created: { id: string; joinCode: string } | undefined
    for (let attempt = 0; attempt < 20 && !created; attempt++) {
      ;[created] = await tx
        .insert(schoolClasses)
        .values({
          schoolId: actor.schoolId,
          name: input.name,
          grade: input.grade,
          loginType: input.loginType,
          quickJoin: input.quickJoin,
          selfRegistration: input.selfRegistration ?? true,
          joinCode: generateJoinCode(),
        })
        .onConflictDoNothing({ target: schoolClasses.joinCode, where: sql`archived_at is null` })
        .returning({ id: schoolClasses.id, joinCode: schoolClasses.joinCode })
    }
    if (!created) throw new Error('Could not find a free join code')
    const teachers = teacherSet(actor, teacherIds)
    if (teachers.length > 0) {
      await tx.insert(classTeachers).values(teachers.map((profileId) => ({ classId: created.id, profileId })))
    }
    if (cardIds.length > 0) {
      await tx.insert(classCards).values(cardIds.map((cardId) => ({ classId: created.id, cardId })))
    }
    return created
  })
}

export async function updateClass(
  db: Db,
  actor: Actor,
  classId: string,
  input: ClassFormValues,
): Promise<void> {
  assertAdult(actor)
  await findManageableClass(db, actor, classId)
  const { teacherIds, cardIds } = await checkFormReferences(db, actor, input)
  await db.transaction(async (tx) => {
    await tx
      .update(schoolClasses)
      .set({
        name: input.name,
        grade: input.grade,
        loginType: input.loginType,
        quickJoin: input.quickJoin,
        selfRegistration: input.selfRegistration,
      })
      .where(and(eq(schoolClasses.id, classId), eq(schoolClasses.schoolId, actor.schoolId)))
    const teachers = teacherSet(actor, teacherIds)
    await replaceClassLinks(
      tx,
      classTeachers,
      classTeachers.profileId,
      classId,
      teachers,
      teachers.map((profileId) => ({ classId, profileId })),
    )
    await replaceClassLinks(
      tx,
      classCards,
      classCards.cardId,
      classId,
      cardIds,
      cardIds.map((cardId) => ({ classId, cardId })),
    )
  })
}

/** Makes a class's links in `table` (its teachers, its courses) exactly `ids`, as `rows`. */
async function replaceClassLinks<TTable extends typeof classTeachers | typeof classCards>(
  tx: DbTransaction,
  table: TTable,
  idColumn: PgColumn,
  classId: string,
  ids: string[],
  rows: PgInsertValue<TTable>[],
): Promise<void> {
  await tx
    .delete(table)
    .where(and(eq(table.classId, classId), ids.length > 0 ? notInArray(idColumn, ids) : undefined))
  if (rows.length > 0) await tx.insert(table).values(rows).onConflictDoNothing()
}
