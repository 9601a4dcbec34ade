import { Button } from './ui/button'

/** Fallback of a section boundary (a list, a chart): the rest of the page keeps working. */
export function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-4 text-sm text-foreground">
      <p>Could not show the {what}.</p>
      <Button variant="link" className="mt-1" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
