import { Link } from 'react-router'
import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /admin/other-responses (admins only): the spec's "other-field insights". */
export function AdminOtherResponsesPage() {
  return (
    <>
      <PageHeader title="Other responses" />
      <ComingSoon
        feature="Other-field insights"
        willShow={['What users typed into "Other" answers during onboarding, grouped so common answers stand out']}
      >
        <Link to="/admin" className="text-sm font-medium text-primary underline underline-offset-4">
          Back to Admin
        </Link>
      </ComingSoon>
    </>
  )
}
