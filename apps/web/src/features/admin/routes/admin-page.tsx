import { useState } from 'react'
import { Link } from 'react-router'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useAdminOverview } from '../api/get-admin-overview'
import { ADMIN_USERS_PAGE_SIZE, useAdminUsers } from '../api/get-admin-users'
import { AdminOverviewView } from '../components/admin-overview'
import { AdminUserTable } from '../components/admin-user-table'
import { Pager } from '../components/pager'

/** /admin (admins only): the overview, the accounts, the feedback pages and the marketplace catalogue. */
export function AdminPage() {
  return (
    <>
      <PageHeader title="Admin" description="Accounts and what users tell us." />
      <nav aria-label="Admin" className="mb-6 flex flex-wrap gap-4">
        <Link to="/admin/feedback" className="font-medium text-primary underline underline-offset-4">
          Feedback
        </Link>
        <Link to="/admin/other-responses" className="font-medium text-primary underline underline-offset-4">
          Other responses
        </Link>
        <Link to="/admin/marketplace" className="font-medium text-primary underline underline-offset-4">
          Marketplace catalogue
        </Link>
      </nav>
      <SectionBoundary what="overview">
        <Overview />
      </SectionBoundary>
      <SectionBoundary what="account list">
        <UserList />
      </SectionBoundary>
    </>
  )
}

function Overview() {
  const { data, isPending, isError } = useAdminOverview()
  return (
    <section aria-labelledby="overview-title" className="mb-8 grid gap-3">
      <h2 id="overview-title" className="text-lg font-semibold">
        Overview
      </h2>
      {isPending ? <LoadingDots label="Loading the overview" /> : null}
      {isError ? (
        <p role="alert" className="text-muted-foreground">
          The overview could not be loaded. Please try again later.
        </p>
      ) : null}
      {data ? <AdminOverviewView overview={data} /> : null}
    </section>
  )
}

function UserList() {
  const [offset, setOffset] = useState(0)
  const { data, isPending, isError, isFetching } = useAdminUsers(offset)
  return (
    <section aria-labelledby="accounts-title" className="grid gap-3">
      <h2 id="accounts-title" className="text-lg font-semibold">
        Accounts{data ? ` (${data.total})` : ''}
      </h2>
      {isPending ? <LoadingDots label="Loading accounts" /> : null}
      {isError ? (
        <p role="alert" className="text-muted-foreground">
          The accounts could not be loaded. Please try again later.
        </p>
      ) : null}
      {data && data.users.length === 0 ? <p className="text-muted-foreground">No accounts yet.</p> : null}
      {data && data.users.length > 0 ? (
        <>
          <AdminUserTable users={data.users} />
          <Pager
            offset={offset}
            limit={ADMIN_USERS_PAGE_SIZE}
            shown={data.users.length}
            total={data.total}
            isBusy={isFetching}
            onOffsetChange={setOffset}
          />
        </>
      ) : null}
    </section>
  )
}
