import { FEEDBACK_PAGE_SIZE, type FeedbackFilters as Filters, feedbackFiltersSchema } from '@pawpulse/domain/feedback'
import { Link, useSearchParams } from 'react-router'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useFeedbackList } from '../api/get-feedback-list'
import { FeedbackDetail } from '../components/feedback-detail'
import { FeedbackFilters, type FilterName } from '../components/feedback-filters'
import { FeedbackTable } from '../components/feedback-table'
import { Pager } from '../components/pager'

/** The filters and page in the address, so back, reload and a shared link keep them; a bad value is ignored. */
function filtersFrom(params: URLSearchParams): Filters {
  const value = (name: string) => params.get(name) ?? undefined
  const { type, severity, status, offset } = feedbackFiltersSchema.shape
  return {
    type: type.safeParse(value('type')).data,
    severity: severity.safeParse(value('severity')).data,
    status: status.safeParse(value('status')).data,
    limit: FEEDBACK_PAGE_SIZE,
    offset: offset.safeParse(value('offset')).data ?? 0,
  }
}

/** /admin/feedback (admins only): all feedback, filtered, opened one at a time. */
export function AdminFeedbackPage() {
  const [params, setParams] = useSearchParams()
  const openId = params.get('feedback')
  const withParams = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value)
      else next.delete(name)
    }
    return `?${next}`
  }

  return (
    <>
      <PageHeader title="Feedback" description="Most severe first, then newest." />
      <nav aria-label="Admin" className="mb-6">
        <Link to="/admin" className="text-sm font-medium text-primary underline underline-offset-4">
          Back to Admin
        </Link>
      </nav>
      <SectionBoundary what="feedback" resetKeys={[params.toString()]}>
        {openId ? (
          <FeedbackDetail id={openId} backTo={withParams({ feedback: null })} />
        ) : (
          <FeedbackList
            filters={filtersFrom(params)}
            linkTo={(id) => withParams({ feedback: id })}
            onFilterChange={(name, value) => setParams(withParams({ [name]: value, offset: null }))}
            onOffsetChange={(offset) => setParams(withParams({ offset: offset ? String(offset) : null }))}
          />
        )}
      </SectionBoundary>
    </>
  )
}

interface FeedbackListProps {
  filters: Filters
  linkTo: (id: string) => string
  onFilterChange: (name: FilterName, value: string) => void
  onOffsetChange: (offset: number) => void
}

function FeedbackList({ filters, linkTo, onFilterChange, onOffsetChange }: FeedbackListProps) {
  const { data, isPending, isError, isFetching } = useFeedbackList(filters)
  const { offset, limit } = filters
  return (
    <section aria-label="All feedback" className="grid gap-3">
      <FeedbackFilters filters={filters} onChange={onFilterChange} />
      {isPending ? <LoadingDots label="Loading feedback" /> : null}
      {isError ? (
        <p role="alert" className="text-muted-foreground">
          The feedback could not be loaded. Please try again later.
        </p>
      ) : null}
      {data && data.feedback.length === 0 ? <p className="text-muted-foreground">No feedback matches these filters.</p> : null}
      {data && data.feedback.length > 0 ? (
        <>
          <FeedbackTable feedback={data.feedback} linkTo={linkTo} />
          <Pager
            offset={offset}
            limit={limit}
            shown={data.feedback.length}
            total={data.total}
            isBusy={isFetching}
            onOffsetChange={onOffsetChange}
          />
        </>
      ) : null}
    </section>
  )
}
