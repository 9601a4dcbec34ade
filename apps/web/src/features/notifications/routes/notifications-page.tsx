import { ComingSoon } from '#web/components/coming-soon.tsx'
import { PageHeader } from '#web/components/page-header.tsx'

/** /notifications: coming soon (docs/product/app-shell.md#coming-soon). */
export function NotificationsPage() {
  return (
    <>
      <PageHeader title="Notifications" description="Reminders and how they reach you." />
      <ComingSoon
        feature="Reminders and notifications"
        willShow={[
          'Reminders by category, once or repeating on chosen weekdays',
          'Delivery by e-mail or push notification',
          'A list of notifications you have received',
        ]}
      />
    </>
  )
}
