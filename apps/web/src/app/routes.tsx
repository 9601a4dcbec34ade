import { conditionIdLabel } from '@pawpulse/domain/condition-id'
import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { LoadingDots } from '../components/ui/loading-dots'
import { titled } from './document-title'
import { PageErrorFallback, RootErrorFallback } from './errors/page-error-fallback'
import { LoggedOutOnly } from './guards/logged-out-only'
import { RequireAccess } from './guards/require-access'
import { SimpleLayout } from './layouts/simple-layout'
import { layoutModules, type PagePath, pageModules } from './page-modules'
import { RootLayout } from './root-layout'

/** A lazy route's component: its code is fetched when the route is first visited. */
function lazyComponent<M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) {
  return async () => ({ Component: (await load())[name] as ComponentType })
}

type PageModule<P extends PagePath> = Awaited<ReturnType<(typeof pageModules)[P]['load']>>

/**
 * A page route: its path and its code from one entry of page-modules.ts, which the build also
 * reads to list each page's files in index.html (decision 065).
 */
function page<P extends PagePath>(path: P, name: keyof PageModule<P> & string): RouteObject {
  const load = pageModules[path].load as () => Promise<PageModule<P>>
  return { path, lazy: lazyComponent(load, name) }
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
      { index: true, lazy: lazyComponent(() => import('../features/landing/routes/landing-route'), 'LandingRoute') },
      {
        element: <SimpleLayout />,
        children: [
          {
            errorElement: <PageErrorFallback />,
            children: [
              {
                element: <LoggedOutOnly />,
                children: [{ ...page('auth', 'AuthPage'), handle: titled('Sign in') }],
              },
              // Account recovery and the mails' links: signed in or not (decision 012).
              { ...page('forgot-password', 'ForgotPasswordPage'), handle: titled('Forgot password') },
              { ...page('reset-password', 'ResetPasswordPage'), handle: titled('Choose a new password') },
              { ...page('verify-email', 'VerifyEmailPage'), handle: titled('E-mail confirmation') },
              // A reminder e-mail's "Mark done" link: the signed token is the credential, no session needed.
              { ...page('reminders/done/:token', 'ReminderDonePage'), handle: titled('Reminder') },
              // A reminder e-mail's "stop e-mails" link: says which category stops, its button does it.
              { ...page('reminders/unsubscribe/:token', 'ReminderUnsubscribePage'), handle: titled('Reminder e-mails') },
              {
                element: <RequireAccess access="guest" />,
                children: [
                  { ...page('useronboarding', 'UserOnboardingPage'), handle: titled('Your profile') },
                  { ...page('petonboarding', 'PetOnboardingPage'), handle: titled('Add a pet') },
                  { ...page('onboarding', 'OnboardingPage'), handle: titled('Add a pet') },
                  {
                    // The feedback button is on the AI onboarding page too.
                    id: 'with-feedback-button',
                    lazy: lazyComponent(layoutModules.withFeedbackButton, 'WithFeedbackButton'),
                    children: [{ ...page('onboarding/ai', 'AiOnboardingPage'), handle: titled('Set up with AI') }],
                  },
                ],
              },
              { ...page('*', 'NotFoundPage'), handle: titled('Page not found') },
            ],
          },
        ],
      },
      {
        element: <RequireAccess access="guest" />,
        children: [
          {
            // The ids name the lazy layouts for page-modules.test.ts.
            id: 'app-layout',
            lazy: lazyComponent(layoutModules.appLayout, 'AppLayout'),
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
    { ...page('dashboard', 'DashboardPage'), handle: titled('Dashboard') },
    { ...page('pet', 'PetPage'), handle: titled('Pet Profile') },
    { ...page('symptoms', 'SymptomsPage'), handle: titled('Health Management') },
    { ...page('symptoms/:conditionId', 'ConditionPage'), handle: titled(({ conditionId }) => conditionIdLabel(conditionId ?? '')) },
    { ...page('breathing', 'BreathingPage'), handle: titled('Breath Monitor') },
    { ...page('medications', 'MedicationsPage'), handle: titled('Medications') },
    { ...page('notifications', 'NotificationsPage'), handle: titled('Notifications') },
    { ...page('reports', 'ReportsPage'), handle: titled('Reports') },
    { ...page('reports/:reportId', 'SavedReportPage'), handle: titled('Saved report') },
    // The live report has no admin guard. The shared report (/shared-report/:token) is not a route
    // of the app: main.tsx mounts it as its own page, with no session (decision 064).
    { ...page('report/live', 'LiveReportPage'), handle: titled('Live report') },
    { ...page('marketplace', 'MarketplacePage'), handle: titled('Marketplace') },
    { ...page('more', 'MorePage'), handle: titled('More') },
    {
      // Pages that need an account: guests are asked to sign in first.
      element: <RequireAccess access="account" />,
      children: [
        { ...page('profile', 'ProfilePage'), handle: titled('Profile') },
        { ...page('my-shared-report-preview/:token', 'MySharedReportPreviewPage'), handle: titled('My shared report') },
      ],
    },
    {
      element: <RequireAccess access="admin" />,
      children: [
        { ...page('admin', 'AdminPage'), handle: titled('Admin') },
        { ...page('admin/feedback', 'AdminFeedbackPage'), handle: titled('Feedback') },
        { ...page('admin/other-responses', 'AdminOtherResponsesPage'), handle: titled('Other responses') },
        { ...page('admin/marketplace', 'AdminMarketplacePage'), handle: titled('Marketplace catalogue') },
      ],
    },
  ]
}
