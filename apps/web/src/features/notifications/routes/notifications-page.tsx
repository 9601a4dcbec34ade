import { PageHeader } from '#web/components/page-header.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { useNotificationsOverview } from '../api/get-overview'
import { InboxSection } from '../components/inbox-section'
import { OverdueSection } from '../components/overdue-section'
import { PreferencesSection } from '../components/preferences-section'
import { RemindersSection } from '../components/reminders-section'
import { UpcomingSection } from '../components/upcoming-section'

/**
 * /notifications (docs/product/reminders.md): what is due now, the inbox, the coming week, the
 * reminders themselves and how they reach the owner. Guests too: reminders belong to the session's user.
 */
export function NotificationsPage() {
  const viewer = useViewer()
  const { timeZone } = useOwnerSettings()
  const overview = useNotificationsOverview()
  if (viewer && !viewer.hasSession) {
    return (
      <>
        <PageHeader title="Notifications" />
        <p role="alert">Cannot reach the server, so your reminders cannot be shown. Please try again in a moment.</p>
      </>
    )
  }
  return (
    <>
      <PageHeader title="Notifications" description="Reminders for your pets’ care, what is due and how they reach you." />
      <div className="grid gap-8">
        {overview.isPending ? <LoadingDots label="Loading your notifications" /> : null}
        {overview.isError ? <SectionError what="notifications" onRetry={() => void overview.refetch()} /> : null}
        {overview.data ? (
          <>
            <OverdueSection occurrences={overview.data.overdue} timeZone={timeZone} now={overview.dataUpdatedAt} />
            <div className="grid gap-8 lg:grid-cols-2">
              <InboxSection inbox={overview.data.inbox} unread={overview.data.unread} timeZone={timeZone} />
              <UpcomingSection upcoming={overview.data.upcoming} timeZone={timeZone} now={overview.dataUpdatedAt} />
            </div>
          </>
        ) : null}
        <RemindersSection timeZone={timeZone} />
        <PreferencesSection isGuest={viewer?.role === 'guest'} />
      </div>
    </>
  )
}
