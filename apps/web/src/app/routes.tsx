import { conditionIdLabel } from '@pawpulse/domain/condition-id'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { LoadingDots } from '../components/ui/loading-dots'
import { titled } from './document-title'
import { PageErrorFallback, RootErrorFallback } from './errors/page-error-fallback'
import { LoggedOutOnly } from './guards/logged-out-only'
import { RequireAccess } from './guards/require-access'
import { SimpleLayout } from './layouts/simple-layout'
import { RootLayout } from './root-layout'

/** A lazy route module: the page's code is fetched when the route is first visited. */
function page<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType })
}

/**
 * The routes (docs/product/app-shell.md#routes). Guards are layout routes; page errors are
 * caught inside the layout so the navigation stays usable. Every
 * page route names its document title in `handle` (document-title.ts).
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootErrorFallback />,
    hydrateFallbackElement: <LoadingDots />,
    children: [
      { index: true, lazy: page(() => import('../features/landing/routes/landing-route'), 'LandingRoute') },
      {
        element: <SimpleLayout />,
        children: [
          {
            errorElement: <PageErrorFallback />,
            children: [
              {
                element: <LoggedOutOnly />,
                children: [
                  { path: 'auth', handle: titled('Sign in'), lazy: page(() => import('../features/auth/routes/auth-page'), 'AuthPage') },
                ],
              },
              // Account recovery and the mails' links: signed in or not (decision 012).
              {
                path: 'forgot-password',
                handle: titled('Forgot password'),
                lazy: page(() => import('../features/auth/routes/forgot-password-page'), 'ForgotPasswordPage'),
              },
              {
                path: 'reset-password',
                handle: titled('Choose a new password'),
                lazy: page(() => import('../features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
              },
              {
                path: 'verify-email',
                handle: titled('E-mail confirmation'),
                lazy: page(() => import('../features/auth/routes/verify-email-page'), 'VerifyEmailPage'),
              },
              // A reminder e-mail's "Mark done" link: the signed token is the credential, no session needed.
              {
                path: 'reminders/done/:token',
                handle: titled('Reminder'),
                lazy: page(() => import('../features/notifications/routes/reminder-done-page'), 'ReminderDonePage'),
              },
              {
                element: <RequireAccess access="guest" />,
                children: [
                  {
                    path: 'useronboarding',
                    handle: titled('Your profile'),
                    lazy: page(() => import('../features/onboarding/routes/user-onboarding-page'), 'UserOnboardingPage'),
                  },
                  {
                    path: 'petonboarding',
                    handle: titled('Add a pet'),
                    lazy: page(() => import('../features/onboarding/routes/pet-onboarding-page'), 'PetOnboardingPage'),
                  },
                  {
                    path: 'onboarding',
                    handle: titled('Add a pet'),
                    lazy: page(() => import('../features/onboarding/routes/onboarding-page'), 'OnboardingPage'),
                  },
                  {
                    // The feedback button is on the AI onboarding page too.
                    lazy: page(() => import('../features/feedback/components/with-feedback-button'), 'WithFeedbackButton'),
                    children: [
                      {
                        path: 'onboarding/ai',
                        handle: titled('Set up with AI'),
                        lazy: page(() => import('../features/onboarding/routes/ai-onboarding-page'), 'AiOnboardingPage'),
                      },
                    ],
                  },
                ],
              },
              {
                path: '*',
                handle: titled('Page not found'),
                lazy: page(() => import('../features/not-found/routes/not-found-page'), 'NotFoundPage'),
              },
            ],
          },
        ],
      },
      {
        element: <RequireAccess access="guest" />,
        children: [
          {
            lazy: page(() => import('./layouts/app-layout'), 'AppLayout'),
            children: [{ errorElement: <PageErrorFallback />, children: appPages() }],
          },
        ],
      },
    ],
  },
]

function appPages(): RouteObject[] {
  return [
    // Tracking pages: guests welcome.
    { path: 'dashboard', handle: titled('Dashboard'), lazy: page(() => import('../features/pets/routes/dashboard-page'), 'DashboardPage') },
    { path: 'pet', handle: titled('Pet Profile'), lazy: page(() => import('../features/pets/routes/pet-page'), 'PetPage') },
    {
      path: 'symptoms',
      handle: titled('Health Management'),
      lazy: page(() => import('../features/symptoms/routes/symptoms-page'), 'SymptomsPage'),
    },
    {
      path: 'symptoms/:conditionId',
      handle: titled(({ conditionId }) => conditionIdLabel(conditionId ?? '')),
      lazy: page(() => import('../features/symptoms/routes/condition-page'), 'ConditionPage'),
    },
    {
      path: 'breathing',
      handle: titled('Breath Monitor'),
      lazy: page(() => import('../features/breathing/routes/breathing-page'), 'BreathingPage'),
    },
    {
      path: 'medications',
      handle: titled('Medications'),
      lazy: page(() => import('../features/medications/routes/medications-page'), 'MedicationsPage'),
    },
    {
      path: 'notifications',
      handle: titled('Notifications'),
      lazy: page(() => import('../features/notifications/routes/notifications-page'), 'NotificationsPage'),
    },
    { path: 'reports', handle: titled('Reports'), lazy: page(() => import('../features/reports/routes/reports-page'), 'ReportsPage') },
    {
      path: 'reports/:reportId',
      handle: titled('Saved report'),
      lazy: page(() => import('../features/reports/routes/saved-report-page'), 'SavedReportPage'),
    },
    // The live and shared reports have no admin guard.
    {
      path: 'report/live',
      handle: titled('Live report'),
      lazy: page(() => import('../features/reports/routes/live-report-page'), 'LiveReportPage'),
    },
    {
      path: 'shared-report/:token',
      handle: titled('Shared report'),
      lazy: page(() => import('../features/reports/routes/shared-report-page'), 'SharedReportPage'),
    },
    {
      path: 'marketplace',
      handle: titled('Marketplace'),
      lazy: page(() => import('../features/marketplace/routes/marketplace-page'), 'MarketplacePage'),
    },
    { path: 'more', handle: titled('More'), lazy: page(() => import('../features/more/routes/more-page'), 'MorePage') },
    {
      // Pages that need an account: guests are asked to sign in first.
      element: <RequireAccess access="account" />,
      children: [
        { path: 'profile', handle: titled('Profile'), lazy: page(() => import('../features/profile/routes/profile-page'), 'ProfilePage') },
        {
          path: 'my-shared-report-preview/:token',
          handle: titled('My shared report'),
          lazy: page(() => import('../features/reports/routes/my-shared-report-preview-page'), 'MySharedReportPreviewPage'),
        },
      ],
    },
    {
      element: <RequireAccess access="admin" />,
      children: [
        { path: 'admin', handle: titled('Admin'), lazy: page(() => import('../features/admin/routes/admin-page'), 'AdminPage') },
        {
          path: 'admin/feedback',
          handle: titled('Feedback'),
          lazy: page(() => import('../features/admin/routes/admin-feedback-page'), 'AdminFeedbackPage'),
        },
        {
          path: 'admin/other-responses',
          handle: titled('Other responses'),
          lazy: page(() => import('../features/admin/routes/admin-other-responses-page'), 'AdminOtherResponsesPage'),
        },
        {
          path: 'admin/marketplace',
          handle: titled('Marketplace catalogue'),
          lazy: page(() => import('../features/marketplace/routes/admin-marketplace-page'), 'AdminMarketplacePage'),
        },
      ],
    },
  ]
}
