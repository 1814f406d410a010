import { addMembersInTransaction } from '@/features/students/class-membership.server'
import { takeStudentPlaces } from '@/features/students/student-places.server'
import { m } from '@/paraglide/messages'
import { takeAttempt } from '@/server/auth/rate-limit'
import type { Db } from '@/server/db/client'
import { activity, profiles, users } from '@/server/db/schema'
import { HttpError } from '@/server/errors'
import { classmates, findActiveClass, type JoinPlace } from './find-class.server'
import { newStudentCounters } from './join-counters.server'
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

/** A name on the join page's list, in one sentence whatever clashed: it tells nothing new. */
function nameOnTheList(typed: string): string {
  const first = splitTypedName(typed).firstName
  const written = first.charAt(0).toLocaleUpperCase() + first.slice(1)
  return m.join_error_name_on_list({ written })
}

/** New students are coming too fast (decision 161), in the request's language (decision 219). */
export const joinsBusy = () => m.join_error_joins_busy()

/**
 * Quick join: a name is enough. The child gets a STUDENT_SESSION profile in the class and a
 * 2-hour cookie; the teacher can later turn it into a student account, keeping its progress, and
 * one nobody turned into an account is deleted 14 days after its last activity (decision 161).
 *
 * New students are limited per address and per class before anything else is looked at
 * (decision 161). A name is refused only when it clashes with a name the join page already
 * shows (picture and words classes list their students to tap), in the same words whatever
 * clashed: a class that hides its list, or a quick-joined classmate (never listed), is not
 * told apart by refusing — the teacher's lists tell same names apart.
 */
export async function quickJoin(
  db: Db,
  place: JoinPlace,
  input: { code: string; name: string },
): Promise<SignedIn> {
  const schoolClass = await findActiveClass(db, place, input.code)
  if (!schoolClass.quickJoin) {
    throw new HttpError(403, m.join_error_no_quick_join())
  }
  const attempt = await takeAttempt(db, newStudentCounters(place.ip, schoolClass))
  if (attempt.blocked) throw new HttpError(429, joinsBusy())
  let created: { userId: string; profileId: string }
  try {
    const typed = splitTypedName(input.name)
    if (schoolClass.loginType !== 'password') {
      const listed = (await classmates(db, schoolClass.id)).filter((member) => member.role === 'STUDENT')
      if (listed.some((member) => sameChild(typed, member))) {
        const message = nameOnTheList(input.name)
        throw new HttpError(409, message, [{ field: 'name', message }])
      }
    }
    created = await createSessionStudent(db, place, schoolClass, typed)
  } catch (error) {
    // Nobody was made: the attempt gives back what it took.
    await attempt.cancelled()
    throw error
  }
  await attempt.succeeded()
  return startStudentSession(db, place, { ...created, role: 'STUDENT_SESSION' }, schoolClass.id)
}

async function createSessionStudent(
  db: Db,
  place: JoinPlace,
  schoolClass: { id: string; name: string },
  { name, firstName, lastName }: TypedName,
) {
  return db.transaction(async (tx) => {
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
}
