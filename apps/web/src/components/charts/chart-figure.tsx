import { lazy, Suspense, useId, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { logRenderError } from '#web/lib/logger.ts'
import { useEverySectionDrawn } from '../deferred-section'
import { DataTable } from '../ui/data-table'
import { LoadingDots } from '../ui/loading-dots'
import type { ChartLine, ChartReference, ChartTable } from './chart-types'
import { useElementWidth } from './use-element-width'

const TimeSeriesChart = lazy(() => import('./time-series-chart'))

interface ChartFigureProps {
  title: string
  /** One or two sentences that say what the chart shows: read by everyone, not only screen readers. */
  summary: string
  table: ChartTable
  /** The words of the table's disclosure. */
  tableToggle?: string
  lines: ChartLine[]
  references?: ChartReference[]
  xDomain: [number, number]
  yDomain: [number, number]
  /** Where the x axis may put its labels: the owner's day starts, from timeAxis(). */
  xTicks: number[]
  formatX: (t: number) => string
  formatY?: (y: number) => string
  height?: number
}

/**
 * A chart with its text alternative: a summary and the values as a table. The drawing itself is
 * hidden from screen readers (the table says the same) and loads on first use; if it fails, the
 * summary and table still stand.
 */
export function ChartFigure({
  title,
  summary,
  table,
  tableToggle = 'Show the values as a table',
  lines,
  references = [],
  xDomain,
  yDomain,
  xTicks,
  formatX,
  formatY = String,
  height = 240,
}: ChartFigureProps) {
  const titleId = useId()
  const [ref, width] = useElementWidth<HTMLDivElement>()
  // The table is made when first opened (decision 065): closed, it is drawn for no one, and a
  // year of weights is hundreds of rows. The browser's find still sees it (useEverySectionDrawn).
  const [tableOpened, setTableOpened] = useState(false)
  const everyDrawn = useEverySectionDrawn()
  const tableDrawn = tableOpened || everyDrawn
  return (
    <figure aria-labelledby={titleId} className="grid gap-2">
      <figcaption id={titleId} className="text-sm font-medium text-foreground">
        {title}
      </figcaption>
      <p className="text-sm text-muted-foreground">{summary}</p>
      <div ref={ref} aria-hidden="true" className="w-full overflow-hidden" style={{ minHeight: height }}>
        {width > 0 ? (
          <ErrorBoundary
            onError={logRenderError}
            fallback={
              <p className="py-6 text-sm text-muted-foreground">The chart could not be drawn; the table below has the same values.</p>
            }
          >
            <Suspense fallback={<LoadingDots label="Loading the chart" className="py-10" />}>
              <TimeSeriesChart
                width={width}
                height={height}
                lines={lines}
                references={references}
                xDomain={xDomain}
                yDomain={yDomain}
                xTicks={xTicks}
                formatX={formatX}
                formatY={formatY}
              />
            </Suspense>
          </ErrorBoundary>
        ) : null}
      </div>
      <details className="text-sm" onToggle={(event) => event.currentTarget.open && setTableOpened(true)}>
        <summary className="cursor-pointer font-medium text-primary">{tableToggle}</summary>
        {tableDrawn ? (
          <div className="mt-2 max-h-72 overflow-auto">
            <DataTable caption={table.caption} columns={table.columns} rows={table.rows} />
          </div>
        ) : null}
      </details>
    </figure>
  )
}
