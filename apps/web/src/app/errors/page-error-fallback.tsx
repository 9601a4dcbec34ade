import { AlertTriangleIcon } from 'lucide-react'
import { Button } from '../../components/ui/button'

/** Spec §2 page-level error fallback. Reloading also fetches a page chunk replaced by a deploy. */
export function PageErrorFallback({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <AlertTriangleIcon aria-hidden="true" className="size-10 text-destructive" />
      <h1 className="text-2xl font-bold text-foreground">Something went wrong</h1>
      <p className="text-muted-foreground">We're sorry, but there was an error loading this page.</p>
      <Button onClick={onRetry}>Try again</Button>
    </div>
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
