import { and, eq } from 'drizzle-orm'
import type { Actor } from '@/server/auth/actor'
import { manageableClasses, notFound, readableClasses } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { schoolClasses } from '@/server/db/schema'

/**
 * A class the actor manages; another school's class, or one a teacher may not manage, is a 404.
 * `readable`: also a teacher's archived class: to look at, archive again or restore (decision 114).
 */
export async function findManageableClass(db: Db, actor: Actor, classId: string, readable = false) {
  const [schoolClass] = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      grade: schoolClasses.grade,
      loginType: schoolClasses.loginType,
      quickJoin: schoolClasses.quickJoin,
      selfRegistration: schoolClasses.selfRegistration,
      joinOpenUntil: schoolClasses.joinOpenUntil,
      joinCode: schoolClasses.joinCode,
      archivedAt: schoolClasses.archivedAt,
      createdAt: schoolClasses.createdAt,
    })
    .from(schoolClasses)
    .where(and(eq(schoolClasses.id, classId), readable ? readableClasses(actor) : manageableClasses(actor)))
  if (!schoolClass) throw notFound('This class')
  return schoolClass
}
