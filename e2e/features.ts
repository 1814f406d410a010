/**
 * Which features each e2e spec exercises (decision 186): the e2e suite's tags, by feature folder
 * of `src/features`. `npm run test:feature -- <name>` runs a feature's Vitest files and the specs
 * that name it here, on one build. `platform` is what belongs to no feature: the server's headers
 * and limits, error pages, shutdown, a fresh deployment.
 *
 * A spec's first feature is the one it is mostly about; the others are ones its journey goes
 * through and would notice breaking. `e2e/support/features.test.ts` fails on a spec missing here,
 * a name here with no spec, or a feature that is not a folder of `src/features`.
 */
export const specFeatures = {
  'accessibility/keyboard-journeys.spec.ts': ['classes', 'joining'],
  'accessibility/motion-and-zoom.spec.ts': ['lessons'],
  'accessibility/screens.spec.ts': ['auth', 'joining', 'lessons'],
  'admin/console.spec.ts': ['staff-console', 'content', 'analytics', 'schools'],
  'admin/staff-invitation.spec.ts': ['staff-console', 'auth'],
  'auth/access.spec.ts': ['auth'],
  'auth/join-with-provider.spec.ts': ['joining', 'sign-in-providers', 'classes'],
  'auth/provider-sign-in.spec.ts': ['sign-in-providers', 'auth'],
  'auth/public-links.spec.ts': ['auth', 'platform'],
  'auth/register.spec.ts': ['auth'],
  'auth/screens.spec.ts': ['auth'],
  'auth/session-scope.spec.ts': ['auth'],
  'auth/sign-in-flows.spec.ts': ['auth'],
  'deployment/fresh-database.spec.ts': ['platform'],
  'editor/template-editor.spec.ts': ['template-editor', 'lessons', 'runner'],
  'foundation/content-pages.spec.ts': ['content'],
  'foundation/error-pages.spec.ts': ['platform'],
  'foundation/schools.spec.ts': ['schools'],
  'i18n/admin-screens.spec.ts': [
    'settings',
    'sign-in-providers',
    'exports',
    'audit',
    'subscriptions',
    'activity',
  ],
  'i18n/check-sentences.spec.ts': ['lessons', 'runner'],
  'i18n/child-screens.spec.ts': ['courses', 'lessons', 'runner', 'sharing'],
  'i18n/editor-screens.spec.ts': ['template-editor', 'review-queue', 'resources', 'sharing', 'courses'],
  'i18n/lesson-translations.spec.ts': ['lessons', 'courses', 'runner'],
  'i18n/languages.spec.ts': ['auth', 'joining', 'lessons', 'settings'],
  'i18n/progress-grid.spec.ts': ['progress-dashboards'],
  'i18n/staff-console.spec.ts': ['staff-console'],
  'i18n/teacher-screens.spec.ts': [
    'classes',
    'onboarding',
    'students',
    'imports',
    'teachers',
    'profile',
    'progress-dashboards',
  ],
  'lessons/blocks-keyboard.spec.ts': ['lessons', 'runner'],
  'lessons/blocks-lesson.spec.ts': ['lessons', 'runner'],
  'lessons/blocks-outline.spec.ts': ['lessons'],
  'lessons/blocks-taps.spec.ts': ['lessons', 'runner'],
  'lessons/blocks-words.spec.ts': ['lessons', 'runner'],
  'lessons/children-pages.spec.ts': ['courses', 'lessons', 'joining'],
  'lessons/first-step-fold.spec.ts': ['lessons'],
  'lessons/guest-free-lesson.spec.ts': ['lessons', 'progress', 'runner'],
  'lessons/offline-lesson.spec.ts': ['lessons', 'progress'],
  'lessons/lesson-in-view.spec.ts': ['lessons', 'runner'],
  'lessons/lesson-truth.spec.ts': ['lessons', 'runner', 'progress-dashboards', 'classes'],
  'lessons/python-lesson.spec.ts': ['lessons', 'runner'],
  'lessons/reload-keeps-last-edit.spec.ts': ['lessons', 'progress', 'sharing'],
  'lessons/runner-safety.spec.ts': ['runner', 'lessons'],
  'lessons/session-end-keeps-code.spec.ts': ['lessons', 'progress', 'auth'],
  'lessons/student-lesson.spec.ts': ['lessons', 'progress', 'runner'],
  'lessons/teacher-course.spec.ts': ['courses', 'lessons', 'sharing'],
  'operations/shutdown.spec.ts': ['platform'],
  'progress/progress.spec.ts': ['progress-dashboards', 'progress'],
  'progress/review-queue.spec.ts': ['review-queue', 'progress-dashboards', 'lessons', 'runner'],
  'progress/unpaid-progress-list.spec.ts': ['progress-dashboards', 'subscriptions'],
  'school/address-change.spec.ts': ['profile', 'auth'],
  'school/audit-record.spec.ts': ['audit', 'students'],
  'school/class-live.spec.ts': ['classes', 'progress-dashboards', 'joining'],
  'school/classes-create.spec.ts': ['classes', 'students'],
  'school/classes-students.spec.ts': ['students', 'classes'],
  'school/classroom-import.spec.ts': ['rosters', 'sign-in-providers', 'classes'],
  'school/data-export.spec.ts': ['exports'],
  'school/first-class.spec.ts': ['onboarding', 'classes'],
  'school/first-five-minutes.spec.ts': ['onboarding', 'classes', 'joining', 'lessons'],
  'school/import-500.spec.ts': ['imports', 'students'],
  'school/join-by-picture.spec.ts': ['joining', 'classes'],
  'school/join-link.spec.ts': ['joining', 'classes'],
  'school/join-register.spec.ts': ['joining', 'classes'],
  'school/join-window.spec.ts': ['joining', 'classes'],
  'school/onboarding-invited-teacher.spec.ts': ['teachers', 'onboarding', 'classes'],
  'school/profile-activity.spec.ts': ['profile', 'activity'],
  'school/resources-library.spec.ts': ['resources'],
  'school/roster-sync.spec.ts': ['rosters', 'students', 'classes'],
  'school/settings-school.spec.ts': ['settings', 'students'],
  'school/staff-district.spec.ts': ['schools'],
  'school/staff-team.spec.ts': ['teachers'],
  'school/student-places.spec.ts': ['students', 'subscriptions'],
  'school/welcome-pack.spec.ts': ['onboarding', 'courses'],
  'school/year-end.spec.ts': ['classes', 'students'],
  'security/body-limits.spec.ts': ['platform'],
  'security/fuzz.spec.ts': ['platform'],
  'security/headers.spec.ts': ['platform', 'auth'],
  'subscriptions/upgrade.spec.ts': ['subscriptions'],
} as const satisfies Record<string, readonly string[]>

/** The area of the e2e suite that is no feature folder. */
export const PLATFORM = 'platform'

/** The specs (paths under e2e/) that exercise `feature`, in the map's order. */
export function specsOf(feature: string): string[] {
  return Object.entries(specFeatures)
    .filter(([, features]) => (features as readonly string[]).includes(feature))
    .map(([spec]) => spec)
}
