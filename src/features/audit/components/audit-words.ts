import { m } from '@/paraglide/messages'
import type { AuditAction, AuditKind } from '../audit-actions'

/** The record's words for each kind and action, in the page's language (the CSV keeps English). */
export const auditKindWords: Record<AuditKind, () => string> = {
  viewed: m.audit_kind_viewed,
  exported: m.audit_kind_exported,
  changed: m.audit_kind_changed,
  staff: m.audit_kind_staff,
}

const actionWords: Record<AuditAction, () => string> = {
  'students.listed': m.audit_students_listed,
  'student.viewed': m.audit_student_viewed,
  'student.progress.viewed': m.audit_student_progress_viewed,
  'student.work.viewed': m.audit_student_work_viewed,
  'class.progress.viewed': m.audit_class_progress_viewed,
  'student.exported': m.audit_student_exported,
  'school.exported': m.audit_school_exported,
  'export.downloaded': m.audit_export_downloaded,
  'audit.exported': m.audit_audit_exported,
  'student.created': m.audit_student_created,
  'student.updated': m.audit_student_updated,
  'student.moved': m.audit_student_moved,
  'student.password.reset': m.audit_student_password_reset,
  'student.secret.reset': m.audit_student_secret_reset,
  'student.unlocked': m.audit_student_unlocked,
  'student.converted': m.audit_student_converted,
  'student.deleted': m.audit_student_deleted,
  'class.sign_in.resumed': m.audit_class_sign_in_resumed,
  'students.deleted': m.audit_students_deleted,
  'staff.school.created': m.audit_staff_school_created,
  'staff.school.parent_set': m.audit_staff_school_parent_set,
  'staff.content_page.created': m.audit_staff_content_page_created,
  'staff.content_page.updated': m.audit_staff_content_page_updated,
  'staff.redirect.added': m.audit_staff_redirect_added,
  'staff.redirect.deleted': m.audit_staff_redirect_deleted,
  'staff.user_role.set': m.audit_staff_user_role_set,
  'staff.user.invited': m.audit_staff_user_invited,
}

/** What an action says; one this build does not know keeps the server's words (`label`). */
export function auditActionWords(action: string, label: string): string {
  return action in actionWords ? actionWords[action as AuditAction]() : label
}

/** The adult's role under their name. */
export const roleWords: Record<string, () => string> = {
  ADMIN: m.dashboard_role_admin,
  TEACHER: m.dashboard_role_teacher,
  SUPER: m.audit_role_super,
  STAFF: m.dashboard_role_staff,
  LESSON_EDITOR: m.audit_role_lessons,
}
