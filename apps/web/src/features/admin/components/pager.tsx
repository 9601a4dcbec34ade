import { Button } from '#web/components/ui/button.tsx'

interface PagerProps {
  offset: number
  /** Rows per page. */
  limit: number
  /** Rows on this page. */
  shown: number
  total: number
  /** A page is loading: no second click meanwhile. */
  isBusy: boolean
  onOffsetChange: (offset: number) => void
}

/** '1–50 of 120' and the previous / next page buttons under an admin list. */
export function Pager({ offset, limit, shown, total, isBusy, onOffsetChange }: PagerProps) {
  return (
    <div className="flex items-center justify-between gap-2 text-sm text-muted-foreground">
      <span aria-live="polite">
        {offset + 1}–{offset + shown} of {total}
      </span>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={offset === 0 || isBusy} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
          Previous page
        </Button>
        <Button variant="outline" size="sm" disabled={offset + limit >= total || isBusy} onClick={() => onOffsetChange(offset + limit)}>
          Next page
        </Button>
      </div>
    </div>
  )
}
