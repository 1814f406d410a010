import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '@/server/db/client'
import { groupMembers, groups, profiles, schools } from '@/server/db/schema'
import { type Actor, assertAdult, manageableGroups, notFound } from './access.server'
import { tellApart } from './display-names'

export interface LoginCardStudent {
  id: string
  /** As the join screen shows it ("Ada L."), so the card matches what the child taps. */
  displayName: string
  fullName: string
  username: string | null
  picturePassword: number | null
  secretWords: string | null
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
export async function getLoginCards(db: Db, actor: Actor, groupIds: string[]): Promise<LoginCards> {
  assertAdult(actor)
  const ids = [...new Set(groupIds)]
  const classRows = await db
    .select({ id: groups.id, name: groups.name, joinCode: groups.joinCode, loginType: groups.loginType })
    .from(groups)
    .where(and(inArray(groups.id, ids), manageableGroups(actor), isNull(groups.archivedAt)))
    .orderBy(asc(groups.name))
  if (classRows.length !== ids.length) throw notFound('One of these classes')
  const [school] = await db
    .select({ name: schools.name, address: schools.address, subdomain: schools.subdomain })
    .from(schools)
    .where(eq(schools.id, actor.schoolId))
  const memberRows = await db
    .select({
      groupId: groupMembers.groupId,
      id: profiles.id,
      name: profiles.name,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      username: profiles.username,
      role: profiles.role,
      picturePassword: profiles.picturePassword,
      secretWords: profiles.secretWords,
    })
    .from(groupMembers)
    .innerJoin(profiles, eq(profiles.id, groupMembers.profileId))
    .where(and(inArray(groupMembers.groupId, ids), isNull(profiles.archivedAt)))
    .orderBy(asc(profiles.createdAt), asc(profiles.id))
  const classes = classRows.map((group) => {
    const members = memberRows.filter((row) => row.groupId === group.id)
    const names = tellApart(members, 'short')
    const students = members
      .filter((row) => row.role === 'STUDENT')
      .map((row) => ({
        id: row.id,
        displayName: names.get(row.id) ?? row.name,
        fullName: row.name,
        username: row.username,
        picturePassword: row.picturePassword,
        secretWords: row.secretWords,
      }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
    return { ...group, students, sessionOnly: members.length - students.length }
  })
  return { school: school!, classes }
}
