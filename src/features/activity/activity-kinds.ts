import { plural } from '@/lib/format'
import type { ActivityEntry } from './activity.server'

/**
 * How the feed says each kind of activity. Entries keep the names of the time (subject), so a
 * renamed class or lesson still reads as it happened. Unknown kinds still read as a sentence.
 */
export type ActivityTone = 'lesson' | 'done' | 'join' | 'warning' | 'team' | 'school'

export interface ActivitySentence {
  text: string
  tone: ActivityTone
}

const text = (value: unknown, fallback = ''): string =>
  typeof value === 'string' && value ? value : fallback
const count = (value: unknown): number => (typeof value === 'number' ? value : 0)
const roleWord = (role: unknown) => (role === 'ADMIN' ? 'an admin' : 'a teacher')

const resourceKinds: Record<string, string> = {
  lesson_plan: 'lesson plan',
  slides: 'slides',
  worksheet: 'worksheet',
  video: 'video',
  link: 'link',
}

export function describeActivity(entry: ActivityEntry, options: { you?: boolean } = {}): ActivitySentence {
  const who = options.you ? 'You' : (entry.actorName ?? 'Someone')
  const s = entry.subject
  switch (entry.kind) {
    case 'lesson_started':
      return { text: `${who} started “${text(s.lessonTitle, 'a lesson')}”`, tone: 'lesson' }
    case 'lesson_completed':
      return { text: `${who} completed “${text(s.lessonTitle, 'a lesson')}”`, tone: 'done' }
    case 'student_joined':
      return {
        text: `${text(s.studentName, who)} joined ${text(s.className, 'a class')}${s.method === 'quick_join' ? ' with quick join' : ''}`,
        tone: 'join',
      }
    case 'login_locked':
      return {
        text: s.teacherMustUnlock
          ? `${text(s.studentName, who)} is locked out of ${text(s.className, 'a class')} after too many wrong tries: a teacher must unlock them`
          : `${text(s.studentName, who)} was paused for a minute after 5 wrong tries at signing in to ${text(s.className, 'a class')}`,
        tone: 'warning',
      }
    case 'class_sign_in_paused':
      return {
        text: `Sign-in with pictures and words is paused in ${text(s.className, 'a class')} after too many wrong tries today`,
        tone: 'warning',
      }
    case 'students_imported':
      return { text: `${who} imported ${plural(count(s.count), 'student', 'students')}`, tone: 'join' }
    case 'member_invited':
      return { text: `${who} invited ${text(s.memberName, 'someone')} as ${roleWord(s.role)}`, tone: 'team' }
    case 'member_role_changed':
      return { text: `${who} made ${text(s.memberName, 'someone')} ${roleWord(s.role)}`, tone: 'team' }
    case 'member_removed':
      return { text: `${who} removed ${text(s.memberName, 'someone')} from the school`, tone: 'team' }
    case 'district_admin_joined':
      return { text: `${text(s.memberName, who)} opened the school as the district’s admin`, tone: 'team' }
    case 'district_admin_returned':
      return {
        text: `${text(s.memberName, who)} came back as the district’s admin after being removed`,
        tone: 'team',
      }
    case 'settings_updated':
      return { text: `${who} updated the school’s settings`, tone: 'school' }
    case 'student_data_deleted':
      return {
        text: `${who} deleted all student data (${plural(count(s.count), 'student', 'students')})`,
        tone: 'warning',
      }
    case 'resource_added':
      return {
        text: `${who} added the ${resourceKinds[text(s.resourceKind)] ?? 'resource'} “${text(s.title, 'untitled')}”`,
        tone: 'school',
      }
    default:
      return { text: `${who}: ${entry.kind.replaceAll('_', ' ')}`, tone: 'school' }
  }
}
