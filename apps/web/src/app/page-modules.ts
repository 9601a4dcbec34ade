/**
 * Every page's code, by its route's path (decision 065). routes.tsx builds each page route from
 * this table, and the build reads it (build/page-preloads.ts) to list in index.html the files each
 * page needs, which main.tsx starts fetching while the app entry is still downloading. Each entry
 * is one line, a path and its layout's function around the page's dynamic import, as the build
 * reads it.
 */
const appLayout = () => import('./layouts/app-layout')
const withFeedbackButton = () => import('../features/feedback/components/with-feedback-button')

/** The layout routes that are lazy themselves, for routes.tsx. */
export const layoutModules = { appLayout, withFeedbackButton }

/** A page and the lazy layout around it, if any: both are needed before it can draw. */
const inAppLayout = <M>(load: () => Promise<M>) => ({ load, layout: appLayout })
const inFeedbackLayout = <M>(load: () => Promise<M>) => ({ load, layout: withFeedbackButton })
const alone = <M>(load: () => Promise<M>) => ({ load, layout: undefined })

export const pageModules = {
  auth: alone(() => import('../features/auth/routes/auth-page')),
  'forgot-password': alone(() => import('../features/auth/routes/forgot-password-page')),
  'reset-password': alone(() => import('../features/auth/routes/reset-password-page')),
  'verify-email': alone(() => import('../features/auth/routes/verify-email-page')),
  'reminders/done/:token': alone(() => import('../features/notifications/routes/reminder-done-page')),
  'reminders/unsubscribe/:token': alone(() => import('../features/notifications/routes/reminder-unsubscribe-page')),
  useronboarding: alone(() => import('../features/onboarding/routes/user-onboarding-page')),
  petonboarding: alone(() => import('../features/onboarding/routes/pet-onboarding-page')),
  onboarding: alone(() => import('../features/onboarding/routes/onboarding-page')),
  'onboarding/ai': inFeedbackLayout(() => import('../features/onboarding/routes/ai-onboarding-page')),
  dashboard: inAppLayout(() => import('../features/pets/routes/dashboard-page')),
  pet: inAppLayout(() => import('../features/pets/routes/pet-page')),
  symptoms: inAppLayout(() => import('../features/symptoms/routes/symptoms-page')),
  'symptoms/:conditionId': inAppLayout(() => import('../features/symptoms/routes/condition-page')),
  breathing: inAppLayout(() => import('../features/breathing/routes/breathing-page')),
  medications: inAppLayout(() => import('../features/medications/routes/medications-page')),
  notifications: inAppLayout(() => import('../features/notifications/routes/notifications-page')),
  reports: inAppLayout(() => import('../features/reports/routes/reports-page')),
  'reports/:reportId': inAppLayout(() => import('../features/reports/routes/saved-report-page')),
  'report/live': inAppLayout(() => import('../features/reports/routes/live-report-page')),
  marketplace: inAppLayout(() => import('../features/marketplace/routes/marketplace-page')),
  more: inAppLayout(() => import('../features/more/routes/more-page')),
  profile: inAppLayout(() => import('../features/profile/routes/profile-page')),
  'my-shared-report-preview/:token': inAppLayout(() => import('../features/reports/routes/my-shared-report-preview-page')),
  admin: inAppLayout(() => import('../features/admin/routes/admin-page')),
  'admin/feedback': inAppLayout(() => import('../features/admin/routes/admin-feedback-page')),
  'admin/other-responses': inAppLayout(() => import('../features/admin/routes/admin-other-responses-page')),
  'admin/marketplace': inAppLayout(() => import('../features/marketplace/routes/admin-marketplace-page')),
  '*': alone(() => import('../features/not-found/routes/not-found-page')),
}

export type PagePath = keyof typeof pageModules
