import { describe, expect, it } from 'vitest'
import type { ActivityEntry } from './activity.server'
import { describeActivity } from './activity-kinds'

const entry = (kind: string, subject: ActivityEntry['subject'] = {}): ActivityEntry => ({
  id: '1',
  kind,
  subject,
  actorName: 'Ada Lovelace',
  actorRole: 'STUDENT',
  createdAt: new Date(0),
})

describe('describeActivity', () => {
  it('says what happened in words', () => {
    expect(describeActivity(entry('lesson_completed', { lessonTitle: 'Square dance' })).text).toBe(
      'Ada Lovelace completed “Square dance”',
    )
    expect(describeActivity(entry('lesson_started', { lessonTitle: 'Loops' }), { you: true }).text).toBe(
      'You started “Loops”',
    )
    expect(
      describeActivity(entry('student_joined', { studentName: 'Ada', className: '4B', method: 'quick_join' }))
        .text,
    ).toBe('Ada joined 4B with quick join')
    expect(describeActivity(entry('member_invited', { memberName: 'Nia', role: 'ADMIN' })).text).toBe(
      'Ada Lovelace invited Nia as an admin',
    )
    expect(describeActivity(entry('students_imported', { count: 1 })).text).toBe(
      'Ada Lovelace imported 1 student',
    )
  })

  it('says when a child waits for the teacher, and when a class is paused (decision 162)', () => {
    expect(
      describeActivity(
        entry('login_locked', { studentName: 'Ada L', className: '1A', teacherMustUnlock: true }),
      ).text,
    ).toBe('Ada L is locked out of 1A after too many wrong tries: a teacher must unlock them')
    expect(describeActivity(entry('login_locked', { studentName: 'Ada L', className: '1A' })).text).toBe(
      'Ada L was paused for a minute after 5 wrong tries at signing in to 1A',
    )
    expect(describeActivity(entry('class_sign_in_paused', { className: '1A' })).text).toBe(
      'Sign-in with pictures and words is paused in 1A after too many wrong tries today',
    )
  })

  it('still reads for a kind it does not know, or a subject missing names', () => {
    expect(describeActivity(entry('badge_earned')).text).toBe('Ada Lovelace: badge earned')
    expect(describeActivity(entry('lesson_started')).text).toBe('Ada Lovelace started “a lesson”')
  })
})
