import { Link } from 'react-router'
import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /admin/feedback (admins only). */
export function AdminFeedbackPage() {
  return (
    <>
      <PageHeader title="Feedback" />
      <ComingSoon
        feature="Feedback review"
        willShow={[
          'Feedback sent with the feedback button: type, severity, heading, description, page and screenshot',
          'Sorted by severity (blocking, major, moderate, minor), then newest first',
        ]}
      >
        <Link to="/admin" className="text-sm font-medium text-primary underline underline-offset-4">
          Back to Admin
        </Link>
      </ComingSoon>
    </>
  )
}
