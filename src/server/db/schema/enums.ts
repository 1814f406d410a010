import { pgEnum } from 'drizzle-orm/pg-core'
import { CODE_LANGUAGES } from '@/lib/code-languages'

export const userRole = pgEnum('user_role', ['SUPER', 'STAFF', 'LESSON_EDITOR'])
export const profileRole = pgEnum('profile_role', ['STUDENT', 'STUDENT_SESSION', 'TEACHER', 'ADMIN'])
export const loginType = pgEnum('login_type', ['picture', 'words', 'password'])
export const oneTimeTokenKind = pgEnum('one_time_token_kind', [
  'transfer',
  'reset',
  'invite',
  'magic',
  'email_change',
  'staff_invite',
])
export const cardLanguage = pgEnum('card_language', CODE_LANGUAGES)
export const cardSectionItemKind = pgEnum('card_section_item_kind', ['lesson', 'resource'])
export const templateStatus = pgEnum('template_status', ['draft', 'published'])
export const progressStatus = pgEnum('progress_status', ['not_started', 'in_progress', 'completed'])
export const reviewVerdict = pgEnum('review_verdict', ['keep_working', 'well_done'])
export const studentImportStatus = pgEnum('student_import_status', [
  'preview',
  'queued',
  'running',
  'completed',
  'failed',
])
export const studentImportRowAction = pgEnum('student_import_row_action', ['create', 'skip'])
export const jobStatus = pgEnum('job_status', ['queued', 'running', 'done', 'failed'])
export const resourceKind = pgEnum('resource_kind', ['lesson_plan', 'slides', 'worksheet', 'video', 'link'])
export const subscriptionStatus = pgEnum('subscription_status', ['pending', 'active', 'past_due', 'canceled'])
export const checkoutSessionStatus = pgEnum('checkout_session_status', ['open', 'complete', 'expired'])
export const invoiceStatus = pgEnum('invoice_status', ['draft', 'open', 'paid', 'void'])
export const contentPageKind = pgEnum('content_page_kind', ['page', 'faq', 'welcome-pack'])

export type UserRole = (typeof userRole.enumValues)[number]
export type ProfileRole = (typeof profileRole.enumValues)[number]
export type LoginType = (typeof loginType.enumValues)[number]
export type OneTimeTokenKind = (typeof oneTimeTokenKind.enumValues)[number]
export type ProgressStatus = (typeof progressStatus.enumValues)[number]
export type JobStatus = (typeof jobStatus.enumValues)[number]
export type SubscriptionStatus = (typeof subscriptionStatus.enumValues)[number]
export type ContentPageKind = (typeof contentPageKind.enumValues)[number]
