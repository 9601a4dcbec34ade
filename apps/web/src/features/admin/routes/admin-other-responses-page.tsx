import { Link } from 'react-router'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useOtherResponses } from '../api/get-other-responses'
import { OtherResponsesGroups } from '../components/other-responses-groups'

/**
 * /admin/other-responses (admins only): what users typed under 'Other'
 * (docs/product/feedback-and-admin.md#other-responses).
 */
export function AdminOtherResponsesPage() {
  return (
    <>
      <PageHeader title="Other responses" description="What users typed where a list had no fitting option, so the lists can grow." />
      <nav aria-label="Admin" className="mb-6">
        <Link to="/admin" className="text-sm font-medium text-primary underline underline-offset-4">
          Back to Admin
        </Link>
      </nav>
      <SectionBoundary what="answers">
        <Answers />
      </SectionBoundary>
    </>
  )
}

function Answers() {
  const { data, isPending, isError } = useOtherResponses()
  if (isPending) return <LoadingDots label="Loading answers" />
  if (isError || !data) {
    return (
      <p role="alert" className="text-muted-foreground">
        The answers could not be loaded. Please try again later.
      </p>
    )
  }
  return <OtherResponsesGroups groups={data.groups} />
}
