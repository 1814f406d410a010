import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { manageableClasses, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { qualified as q } from '@/server/db/qualified-column'
import { cards, classCards, classMembers, progressDashboards, schoolClasses } from '@/server/db/schema'

export interface DashboardListItem {
  classId: string
  className: string
  cardId: string
  cardTitle: string
  dashboardId: string | null
  students: number
}

/** Class × course pairs the actor can see (active classes), with their dashboard if opened. One query. */
export async function listDashboards(db: Db, actor: Actor): Promise<DashboardListItem[]> {
  assertAdult(actor)
  const rows = await db
    .select({
      classId: schoolClasses.id,
      className: schoolClasses.name,
      cardId: cards.id,
      cardTitle: cards.title,
      dashboardId: progressDashboards.id,
      students: sql<number>`(select count(*)::int from ${classMembers} where ${q(classMembers.classId)} = ${q(schoolClasses.id)})`,
    })
    .from(schoolClasses)
    .innerJoin(classCards, eq(classCards.classId, schoolClasses.id))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .leftJoin(
      progressDashboards,
      and(eq(progressDashboards.classId, schoolClasses.id), eq(progressDashboards.cardId, cards.id)),
    )
    .where(and(manageableClasses(actor), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(schoolClasses.name), asc(cards.position), asc(cards.title))
  return rows.map((row) => ({ ...row, students: Number(row.students) }))
}

/** The dashboard of a class × course, created on first use; the course must be the class's. */
export async function openDashboard(
  db: Db,
  actor: Actor,
  input: { classId: string; cardId: string },
): Promise<{ dashboardId: string }> {
  assertAdult(actor)
  const [pair] = await db
    .select({ className: schoolClasses.name, cardTitle: cards.title })
    .from(schoolClasses)
    .innerJoin(classCards, and(eq(classCards.classId, schoolClasses.id), eq(classCards.cardId, input.cardId)))
    .innerJoin(cards, eq(cards.id, classCards.cardId))
    .where(and(eq(schoolClasses.id, input.classId), manageableClasses(actor)))
  if (!pair) throw notFound('This class or course')
  await db
    .insert(progressDashboards)
    .values({
      schoolId: actor.schoolId,
      classId: input.classId,
      cardId: input.cardId,
      title: `${pair.className} · ${pair.cardTitle}`,
      createdByProfileId: actor.profileId,
    })
    .onConflictDoNothing({ target: [progressDashboards.classId, progressDashboards.cardId] })
  const [row] = await db
    .select({ id: progressDashboards.id })
    .from(progressDashboards)
    .where(and(eq(progressDashboards.classId, input.classId), eq(progressDashboards.cardId, input.cardId)))
  return { dashboardId: row!.id }
}
