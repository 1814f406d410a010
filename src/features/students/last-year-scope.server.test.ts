import { expect, it } from 'vitest'
import { archiveClass, restoreClass } from '@/features/classes/class-archive.server'
import { listClasses } from '@/features/classes/class-list.server'
import { removeClassMember } from '@/features/classes/class-members.server'
import { getClassPage } from '@/features/classes/class-page.server'
import { describeEachDatabase } from '@/test/database'
import { createAdult, createClass, createSchool, createStudent } from '@/test/factories'
import { getStudent } from './get-student.server'
import { listStudents } from './list-students.server'
import { resetStudentSecret } from './student-secrets.server'

describeEachDatabase('archived classes leave a teacher’s scope (decision 114)', (getDb) => {
  it('last year’s students leave the teacher’s list and pages; the archived class stays readable; the admin keeps everyone', async () => {
    const db = getDb()
    const school = await createSchool(db)
    const teacher = (await createAdult(db, school, 'TEACHER')).actor
    const admin = (await createAdult(db, school, 'ADMIN')).actor
    const lastYear = await createClass(db, school, { name: 'Robins 2025', teacherIds: [teacher.profileId] })
    const thisYear = await createClass(db, school, { name: 'Owls 2026', teacherIds: [teacher.profileId] })
    const movedOn = await createStudent(db, school, { firstName: 'Moved', classIds: [lastYear.id] })
    const stayed = await createStudent(db, school, {
      firstName: 'Stayed',
      classIds: [lastYear.id, thisYear.id],
    })

    await archiveClass(db, teacher, lastYear.id)

    const listed = await listStudents(db, teacher)
    expect(listed.rows.map((row) => row.id)).toEqual([stayed.profileId])
    await expect(getStudent(db, teacher, movedOn.profileId)).rejects.toMatchObject({ status: 404 })
    await expect(resetStudentSecret(db, teacher, movedOn.profileId, 'picture')).rejects.toMatchObject({
      status: 404,
    })
    expect((await getStudent(db, teacher, stayed.profileId)).id).toBe(stayed.profileId)

    // The "Last year" view: the archived list and the class page, read-only.
    expect((await listClasses(db, teacher, { archived: true })).map((c) => c.id)).toEqual([lastYear.id])
    expect((await listClasses(db, teacher)).map((c) => c.id)).toEqual([thisYear.id])
    const page = await getClassPage(db, teacher, lastYear.id)
    expect(page.members.map((member) => member.profileId).sort()).toEqual(
      [movedOn.profileId, stayed.profileId].sort(),
    )
    await expect(
      removeClassMember(db, teacher, { classId: lastYear.id, profileId: movedOn.profileId }),
    ).rejects.toMatchObject({ status: 404 })

    // The admin still manages every student and class.
    expect((await listStudents(db, admin)).rows.map((row) => row.id)).toContain(movedOn.profileId)
    expect((await getStudent(db, admin, movedOn.profileId)).id).toBe(movedOn.profileId)

    // Restored, the class and its students are back in this year's scope.
    await restoreClass(db, teacher, lastYear.id)
    expect((await getStudent(db, teacher, movedOn.profileId)).id).toBe(movedOn.profileId)
  })
})
