import { addMembersInTransaction } from '@/features/classes/class-members.server'
import { takeStudentPlaces } from '@/features/students/student-places.server'
import type { Db } from '@/server/db/client'
import { activity, profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { classmates, findActiveClass, type JoinPlace } from './find-class.server'
import { type SignedIn, startStudentSession } from './student-session.server'

interface TypedName {
  name: string
  firstName: string
  lastName: string | null
}

/** "Leo", "leo k.", "Leo Kim": the first word is the first name, the rest (dots dropped) the last. */
function splitTypedName(typed: string): TypedName {
  const words = typed.trim().split(/\s+/)
  const firstName = words[0]!
  const lastName = words.slice(1).join(' ').replace(/\./g, '').trim() || null
  return { name: lastName ? `${firstName} ${lastName}` : firstName, firstName, lastName }
}

const folded = (value: string) => value.trim().toLocaleLowerCase()

/**
 * Would a child who typed this be mistaken for this classmate? Same first name, and the classmate's
 * last name starts with what was typed of it (nothing typed matches every last name): "Leo" is
 * taken by Leo and by Leo Kim; "Leo K" by Leo Kim; "Leo B" by neither.
 */
function sameChild(
  typed: TypedName,
  member: { name: string; firstName: string | null; lastName: string | null },
) {
  const first = member.firstName ?? member.name.split(/\s+/)[0] ?? ''
  if (folded(first) !== folded(typed.firstName)) return false
  return folded(member.lastName ?? '').startsWith(folded(typed.lastName ?? ''))
}

/**
 * Quick join: a name is enough. The child gets a STUDENT_SESSION profile in the class and a
 * 2-hour cookie; the teacher can later turn it into a student account, keeping its progress.
 */
export async function quickJoin(
  db: Db,
  place: JoinPlace,
  input: { code: string; name: string },
): Promise<SignedIn> {
  const schoolClass = await findActiveClass(db, place, input.code)
  if (!schoolClass.quickJoin) {
    throw new HttpError(403, 'This class does not use quick join. Ask your teacher how to sign in.')
  }
  const typed = splitTypedName(input.name)
  const taken = (await classmates(db, schoolClass.id)).some((member) => sameChild(typed, member))
  if (taken) {
    // Told back as a name is written ("leo k" → "Leo K"), with the field keeping what was typed.
    const written = typed.name.replace(
      /(^|\s)(\p{Ll})/gu,
      (_, space: string, letter: string) => space + letter.toLocaleUpperCase(),
    )
    const first = written.split(' ')[0]
    const message = typed.lastName
      ? `There is already a ${written} in this class. Type more of your last name.`
      : `There is already a ${first} in this class. Add the first letter of your last name, like ${first} B.`
    throw new HttpError(409, message, [{ field: 'name', message }])
  }
  const { name, firstName, lastName } = typed
  const created = await db.transaction(async (tx) => {
    await takeStudentPlaces(tx, place.school.id, 1, 'child')
    const [user] = await tx.insert(users).values({ name }).returning({ id: users.id })
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId: user!.id,
        schoolId: place.school.id,
        role: 'STUDENT_SESSION',
        name,
        firstName,
        lastName,
      })
      .returning({ id: profiles.id })
    await addMembersInTransaction(tx, {
      schoolId: place.school.id,
      classId: schoolClass.id,
      profileIds: [profile!.id],
    })
    await tx.insert(activity).values({
      schoolId: place.school.id,
      profileId: profile!.id,
      kind: 'student_joined',
      subject: {
        classId: schoolClass.id,
        className: schoolClass.name,
        studentName: name,
        method: 'quick_join',
      },
    })
    return { userId: user!.id, profileId: profile!.id }
  })
  return startStudentSession(db, place, { ...created, role: 'STUDENT_SESSION' }, schoolClass.id)
}
