/**
 * What the audit record names (issue 21, part 2; decision 169): every adult's look at a child's
 * work, progress, profile or export, every change to a child's account, and what staff do in the
 * console. Client-safe: the admin's screen filters by kind; the CSV says each action with these words
 * (the screen says them in its language, components/audit-words.ts).
 */
export const auditKindValues = ['viewed', 'exported', 'changed', 'staff'] as const
export type AuditKind = (typeof auditKindValues)[number]

/** Rows on one page of the record. */
export const AUDIT_PAGE_SIZE = 50

export const AUDIT_ACTIONS = {
  'students.listed': { kind: 'viewed', label: 'Opened the list of students' },
  'student.viewed': { kind: 'viewed', label: 'Opened the student’s page' },
  'student.progress.viewed': { kind: 'viewed', label: 'Opened the student’s progress in a course' },
  'student.work.viewed': { kind: 'viewed', label: 'Reviewed the student’s lesson' },
  'class.progress.viewed': { kind: 'viewed', label: 'Opened a class’s progress grid' },
  'student.exported': { kind: 'exported', label: 'Exported the student’s data' },
  'school.exported': { kind: 'exported', label: 'Exported the school’s data' },
  'export.downloaded': { kind: 'exported', label: 'Downloaded a data export' },
  'audit.exported': { kind: 'exported', label: 'Downloaded this record' },
  'student.created': { kind: 'changed', label: 'Added the student' },
  'student.updated': { kind: 'changed', label: 'Changed the student’s details' },
  'student.moved': { kind: 'changed', label: 'Moved the student between classes' },
  'student.password.reset': { kind: 'changed', label: 'Gave the student a new password' },
  'student.secret.reset': { kind: 'changed', label: 'Gave the student a new secret' },
  'student.unlocked': { kind: 'changed', label: 'Unlocked the student’s sign-in' },
  'student.converted': { kind: 'changed', label: 'Made the student an account' },
  'student.deleted': { kind: 'changed', label: 'Deleted the student' },
  'class.sign_in.resumed': { kind: 'changed', label: 'Let a paused class sign in again' },
  'students.deleted': { kind: 'changed', label: 'Deleted all student data' },
  'staff.school.created': { kind: 'staff', label: 'Created a school' },
  'staff.school.parent_set': { kind: 'staff', label: 'Changed a school’s district' },
  'staff.content_page.created': { kind: 'staff', label: 'Created a content page' },
  'staff.content_page.updated': { kind: 'staff', label: 'Changed a content page' },
  'staff.redirect.added': { kind: 'staff', label: 'Added a redirect rule' },
  'staff.redirect.deleted': { kind: 'staff', label: 'Deleted a redirect rule' },
  'staff.user_role.set': { kind: 'staff', label: 'Changed a staff role' },
  'staff.user.invited': { kind: 'staff', label: 'Invited a staff member' },
} as const satisfies Record<string, { kind: AuditKind; label: string }>

export type AuditAction = keyof typeof AUDIT_ACTIONS

/** The actions of a kind, for the record's filter. */
export function actionsOfKind(kind: AuditKind): AuditAction[] {
  return (Object.keys(AUDIT_ACTIONS) as AuditAction[]).filter((action) => AUDIT_ACTIONS[action].kind === kind)
}

/** What an action says; an action this build does not know (an older or newer one) says itself. */
export function auditLabel(action: string): string {
  return action in AUDIT_ACTIONS ? AUDIT_ACTIONS[action as AuditAction].label : action
}
