import { AlertTriangleIcon, LockIcon, SearchXIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { buttonClassName, Button } from '#web/components/ui/button.tsx'
import { ApiError } from '#web/lib/api-client.ts'

/** The HTTP status behind a page failure: an API answer, or a response the router threw. */
function statusOf(error: unknown): number | null {
  if (error instanceof ApiError) return error.status
  if (isRouteErrorResponse(error)) return error.status
  return null
}

function Fallback({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      {icon}
      <h1 className="text-2xl font-bold text-foreground">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {action}
    </div>
  )
}

const toDashboard = (
  <Link to="/dashboard" className={buttonClassName()}>
    Go to the dashboard
  </Link>
)

/**
 * The page-level fallback, by what went wrong: a 404 says the thing is not there and a 403 that it
 * is not yours to see (trying again changes neither, so both lead to the dashboard); anything else
 * is the product's 'Something went wrong' with 'Try again'. Reloading also fetches a page chunk
 * replaced by a deploy.
 */
export function PageErrorFallback({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  const status = statusOf(useRouteError())
  if (status === 404) {
    return (
      <Fallback
        icon={<SearchXIcon aria-hidden="true" className="size-10 text-muted-foreground" />}
        title="Not found"
        text="What you were looking for does not exist, or it has been deleted."
        action={toDashboard}
      />
    )
  }
  if (status === 403) {
    return (
      <Fallback
        icon={<LockIcon aria-hidden="true" className="size-10 text-muted-foreground" />}
        title="You don't have access"
        text="Your account cannot open this. If a pet was shared with you, ask its owner to check your access."
        action={toDashboard}
      />
    )
  }
  return (
    <Fallback
      icon={<AlertTriangleIcon aria-hidden="true" className="size-10 text-destructive" />}
      title="Something went wrong"
      text="We're sorry, but there was an error loading this page."
      action={<Button onClick={onRetry}>Try again</Button>}
    />
  )
}

/** The same fallback when even the layout failed: it brings its own main landmark. */
export function RootErrorFallback() {
  return (
    <main id="main" className="min-h-dvh px-4">
      <PageErrorFallback />
    </main>
  )
}
