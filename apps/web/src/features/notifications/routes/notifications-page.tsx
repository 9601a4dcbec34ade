import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

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
