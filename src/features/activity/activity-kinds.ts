import { count } from '@/lib/format'
import { m } from '@/paraglide/messages'
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
const number = (value: unknown): number => (typeof value === 'number' ? value : 0)
const counted = (value: unknown) => ({ count: number(value), shown: count(number(value)) })

const resourceAdded: Record<string, (inputs: { who: string; title: string }) => string> = {
  lesson_plan: m.activity_added_lesson_plan,
  slides: m.activity_added_slides,
  worksheet: m.activity_added_worksheet,
  video: m.activity_added_video,
  link: m.activity_added_link,
}

/** Each sentence in the page's language (the names in it are as they were written). */
export function describeActivity(entry: ActivityEntry, options: { you?: boolean } = {}): ActivitySentence {
  const who = options.you ? m.activity_you() : (entry.actorName ?? m.activity_someone())
  const s = entry.subject
  const lesson = () => text(s.lessonTitle, m.activity_a_lesson())
  const student = () => text(s.studentName, who)
  const schoolClass = () => text(s.className, m.activity_a_class())
  const member = () => text(s.memberName, m.activity_someone_lower())
  const admin = s.role === 'ADMIN'
  switch (entry.kind) {
    case 'lesson_started':
      return {
        text: options.you
          ? m.activity_lesson_started_you({ lesson: lesson() })
          : m.activity_lesson_started({ who, lesson: lesson() }),
        tone: 'lesson',
      }
    case 'lesson_completed':
      return {
        text: options.you
          ? m.activity_lesson_completed_you({ lesson: lesson() })
          : m.activity_lesson_completed({ who, lesson: lesson() }),
        tone: 'done',
      }
    case 'student_joined':
      return {
        text:
          s.method === 'quick_join'
            ? m.activity_student_quick_joined({ student: student(), class: schoolClass() })
            : m.activity_student_joined({ student: student(), class: schoolClass() }),
        tone: 'join',
      }
    case 'login_locked':
      return {
        text: s.teacherMustUnlock
          ? m.activity_locked_out({ student: student(), class: schoolClass() })
          : m.activity_paused({ student: student(), class: schoolClass() }),
        tone: 'warning',
      }
    case 'class_sign_in_paused':
      return { text: m.activity_class_paused({ class: schoolClass() }), tone: 'warning' }
    case 'students_imported':
      return { text: m.activity_students_imported({ who, ...counted(s.count) }), tone: 'join' }
    case 'member_invited':
      return {
        text: admin
          ? m.activity_invited_admin({ who, member: member() })
          : m.activity_invited_teacher({ who, member: member() }),
        tone: 'team',
      }
    case 'member_role_changed':
      return {
        text: admin
          ? m.activity_made_admin({ who, member: member() })
          : m.activity_made_teacher({ who, member: member() }),
        tone: 'team',
      }
    case 'member_removed':
      return { text: m.activity_removed({ who, member: member() }), tone: 'team' }
    case 'district_admin_joined':
      return { text: m.activity_district_admin_joined({ member: text(s.memberName, who) }), tone: 'team' }
    case 'district_admin_returned':
      return { text: m.activity_district_admin_returned({ member: text(s.memberName, who) }), tone: 'team' }
    case 'settings_updated':
      return { text: m.activity_settings_updated({ who }), tone: 'school' }
    case 'student_data_deleted':
      return { text: m.activity_student_data_deleted({ who, ...counted(s.count) }), tone: 'warning' }
    case 'resource_added': {
      const say = resourceAdded[text(s.resourceKind)] ?? m.activity_added_resource
      return { text: say({ who, title: text(s.title, m.activity_untitled()) }), tone: 'school' }
    }
    default:
      return { text: m.activity_unknown({ who, kind: entry.kind.replaceAll('_', ' ') }), tone: 'school' }
  }
}
