import { expect, it } from 'vitest'
import { describeEachDatabase } from '@/test/database'
import { createSchoolWithCourse, createSchoolWithPeople } from '@/test/factories'
import { createShare, openShare, revokeShare } from './sharing.server'

describeEachDatabase('sharing', (getDb) => {
  it('opens a shared lesson without solutions until the teacher stops the link', async () => {
    const db = getDb()
    const { teacher, course } = await createSchoolWithCourse(db)
    const share = await createShare(db, teacher.actor, { itemId: course.items[0]!.itemId })
    expect(await createShare(db, teacher.actor, { itemId: course.items[0]!.itemId })).toEqual(share)
    const opened = await openShare(db, share.id)
    expect(opened.status).toBe('open')
    expect(JSON.stringify(opened)).not.toContain('forward(100)')
    await revokeShare(db, teacher.actor, { shareId: share.id })
    expect(await openShare(db, share.id)).toMatchObject({ status: 'revoked' })
    const fresh = await createShare(db, teacher.actor, { itemId: course.items[0]!.itemId })
    expect(fresh.id).not.toBe(share.id)
  })

  it("refuses students and another school's teachers", async () => {
    const db = getDb()
    const own = await createSchoolWithCourse(db)
    const other = await createSchoolWithPeople(db)
    const share = await createShare(db, own.teacher.actor, { itemId: own.course.items[0]!.itemId })
    await expect(revokeShare(db, other.teacher.actor, { shareId: share.id })).rejects.toMatchObject({
      status: 404,
    })
    await expect(
      createShare(db, own.students[0]!.actor, { itemId: own.course.items[0]!.itemId }),
    ).rejects.toMatchObject({ status: 403 })
    expect(await openShare(db, crypto.randomUUID())).toEqual({ status: 'missing' })
  })
})
