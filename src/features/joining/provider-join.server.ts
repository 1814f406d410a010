import { and, eq, isNull } from 'drizzle-orm'
import type { ProviderJoinHooks } from '@/features/sign-in-providers/identity-resolution.server'
import { addMembersInTransaction } from '@/features/students/class-membership.server'
import { studentPlaces, takeStudentPlaces } from '@/features/students/student-places.server'
import { randomPicturePair } from '@/lib/secret-pictures'
import { randomSecretWords } from '@/lib/students/secret-words'
import { activity, profiles, schoolClasses, users } from '@/server/db/schema'

/**
 * A child joins a class through their school's provider on /join (decision 187): when the class
 * lets children register themselves, a student of that class with the name the provider gives,
 * two secret pictures and secret words like every new student, no password. The provider
 * sign-in links the identity (issuer + subject) to it; a name never finds anyone.
 */
export const makeStudentFromProvider: NonNullable<ProviderJoinHooks['makeStudent']> = async (db, input) => {
  const [schoolClass] = await db
    .select({ id: schoolClasses.id, name: schoolClasses.name })
    .from(schoolClasses)
    .where(
      and(
        eq(schoolClasses.id, input.classId),
        eq(schoolClasses.schoolId, input.schoolId),
        isNull(schoolClasses.archivedAt),
        eq(schoolClasses.selfRegistration, true),
      ),
    )
  if (!schoolClass) return 'closed'
  if ((await studentPlaces(db, input.schoolId)).left === 0) return 'full'
  const pictures = randomPicturePair()
  return db.transaction(async (tx) => {
    await takeStudentPlaces(tx, input.schoolId, 1, 'child')
    const [user] = await tx.insert(users).values({ name: input.name }).returning({ id: users.id })
    const [profile] = await tx
      .insert(profiles)
      .values({
        userId: user!.id,
        schoolId: input.schoolId,
        role: 'STUDENT',
        name: input.name,
        firstName: input.firstName,
        lastName: input.lastName,
        picturePassword: pictures.first,
        picturePasswordSecond: pictures.second,
        secretWords: randomSecretWords(),
      })
      .returning({ id: profiles.id })
    await addMembersInTransaction(tx, {
      schoolId: input.schoolId,
      classId: schoolClass.id,
      profileIds: [profile!.id],
    })
    await tx.insert(activity).values({
      schoolId: input.schoolId,
      profileId: profile!.id,
      kind: 'student_joined',
      subject: {
        classId: schoolClass.id,
        className: schoolClass.name,
        studentName: input.name,
        method: 'provider',
      },
    })
    return { profileId: profile!.id, userId: user!.id }
  })
}
