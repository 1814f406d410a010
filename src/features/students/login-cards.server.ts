import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import { tellApart } from '@/lib/students/display-names'
import { type Actor, assertAdult } from '@/server/auth/actor'
import { classmateKey } from '@/server/auth/classmate-key'
import { manageableClasses, notFound } from '@/server/auth/managed-scope'
import type { Db } from '@/server/db/client'
import { classMembers, profiles, schoolClasses, schools } from '@/server/db/schema'

interface LoginCardStudent {
  id: string
  /** As the join screen shows it ("Ada L."), so the card matches what the child taps. */
  displayName: string
  fullName: string
  username: string | null
  picturePassword: number | null
  /** Printed after the first, in order (decision 162); null for a child who still has one. */
  picturePasswordSecond: number | null
  secretWords: string | null
  /** The child's key on the class's /join roster, for the card's QR code (not the profile id). */
  joinKey: string
}

export interface LoginCardClass {
  id: string
  name: string
  joinCode: string
  loginType: 'picture' | 'words' | 'password'
  students: LoginCardStudent[]
  /** Quick-join children have no secret to print until they get an account. */
  sessionOnly: number
}

export interface LoginCards {
  school: { name: string; address: string | null; subdomain: string }
  classes: LoginCardClass[]
}

/** Login cards for these classes (one printed page each), in three queries whatever their size. */
export async function getLoginCards(db: Db, actor: Actor, classIds: string[]): Promise<LoginCards> {
  assertAdult(actor)
  const ids = [...new Set(classIds)]
  const classRows = await db
    .select({
      id: schoolClasses.id,
      name: schoolClasses.name,
      joinCode: schoolClasses.joinCode,
      loginType: schoolClasses.loginType,
    })
    .from(schoolClasses)
    .where(and(inArray(schoolClasses.id, ids), manageableClasses(actor), isNull(schoolClasses.archivedAt)))
    .orderBy(asc(schoolClasses.name))
  if (classRows.length !== ids.length) throw notFound('One of these classes')
  const [school] = await db
    .select({ name: schools.name, address: schools.address, subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  const memberRows = await db
    .select({
      classId: classMembers.classId,
      id: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      role: profiles.role,
      picturePassword: profiles.picturePassword,
      picturePasswordSecond: profiles.picturePasswordSecond,
      secretWords: profiles.secretWords,
    })
    .from(classMembers)
    .innerJoin(profiles, eq(profiles.id, classMembers.profileId))
    .where(and(inArray(classMembers.classId, ids), isNull(profiles.archivedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  const classes = classRows.map((schoolClass) => {
    const members = memberRows.filter((row) => row.classId === schoolClass.id)
    const names = tellApart(members, 'short')
    const students = members
      .filter((row) => row.role === 'STUDENT')
      .map((row) => ({
        id: row.id,
        displayName: names.get(row.id) ?? row.name,
        fullName: row.name,
        username: row.username,
        picturePassword: row.picturePassword,
        picturePasswordSecond: row.picturePasswordSecond,
        secretWords: row.secretWords,
        joinKey: classmateKey(schoolClass.id, row.id),
      }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
    return { ...schoolClass, students, sessionOnly: members.length - students.length }
  })
  return { school: school!, classes }
}
