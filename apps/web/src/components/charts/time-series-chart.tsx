import { useEffect, useLayoutEffect, useRef } from 'react'
import uPlot from 'uplot'
import 'uplot/dist/uPlot.min.css'
import type { ChartLine, ChartReference } from './chart-types'
import { alignLines, labelledDays, WHOLE_NUMBER_STEPS, yRange } from './time-series-data'
import { CHART_FONT, hoverTooltip, referenceLines } from './uplot-plugins'

export interface TimeSeriesChartProps {
  width: number
  height: number
  lines: ChartLine[]
  references: ChartReference[]
  xDomain: [number, number]
  yDomain: [number, number]
  /** The owner's day starts (time-axis.ts); without them uPlot picks its own dates. */
  xTicks?: number[]
  formatX: (t: number) => string
  formatY: (y: number) => string
}

const LEGEND_HEIGHT = 24
const AXIS = { stroke: '#475569', font: `12px ${CHART_FONT}`, grid: { stroke: '#e2e8f0', dash: [3, 3], width: 1 }, ticks: { show: false } }

type Format = Pick<TimeSeriesChartProps, 'formatX' | 'formatY'>

function optionsOf(props: TimeSeriesChartProps, plotHeight: number, { formatX, formatY }: Format): uPlot.Options {
  const { width, lines, references, xDomain, yDomain, xTicks } = props
  const spline = uPlot.paths.spline?.()
  const range = yRange(yDomain, references)
  return {
    width,
    height: plotHeight,
    ms: 1,
    padding: [12, 16, 0, 0],
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false, setScale: false } },
    scales: { x: { time: true, range: () => xDomain }, y: { range: () => range } },
    axes: [
      {
        ...AXIS,
        ...(xTicks ? { splits: (u: uPlot) => labelledDays(xTicks, u.bbox.width / uPlot.pxRatio, xDomain) } : {}),
        values: (_u, splits) => splits.map(formatX),
      },
      { ...AXIS, size: 44, incrs: WHOLE_NUMBER_STEPS, values: (_u, splits) => splits.map(formatY) },
    ],
    series: [
      {},
      ...lines.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        ...(spline ? { paths: spline } : {}),
        points: { show: line.points.length < 40, size: 7, width: 2, stroke: line.color, fill: '#ffffff' },
      })),
    ],
    plugins: [referenceLines(references), hoverTooltip(lines, { x: formatX, y: formatY })],
  }
}

/**
 * uPlot (about 20 KB gzipped), loaded only by pages that chart (chart-figure.tsx imports this
 * lazily). Drawn on a canvas: ChartFigure hides it from assistive technology and gives the same
 * values as a summary and a table.
 */
export default function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { width, height, lines } = props
  const target = useRef<HTMLDivElement>(null)
  const plot = useRef<uPlot | null>(null)
  const latest = useRef(props)
  // Declared before the plot's effect, so the plot always reads this render's props.
  useLayoutEffect(() => {
    latest.current = props
  })
  const hasLegend = lines.length > 1
  const plotHeight = height - (hasLegend ? LEGEND_HEIGHT : 0)
  // Callers build their lines and formatters on every render: the plot is rebuilt only when what
  // it draws changes, and only resized when the width does.
  const drawn = JSON.stringify([lines, props.references, props.xDomain, props.yDomain, props.xTicks, plotHeight])

  useEffect(() => {
    const element = target.current
    if (!element) return
    const current = latest.current
    // The formatters of the latest render, whichever render built the plot.
    const format = { formatX: (t: number) => latest.current.formatX(t), formatY: (y: number) => latest.current.formatY(y) }
    const chart = new uPlot(optionsOf(current, plotHeight, format), alignLines(current.lines), element)
    plot.current = chart
    return () => {
      chart.destroy()
      plot.current = null
    }
  }, [drawn, plotHeight])

  useEffect(() => {
    if (plot.current && plot.current.width !== width) plot.current.setSize({ width, height: plotHeight })
  }, [width, plotHeight])

  return (
    <div style={{ width, height }}>
      <div ref={target} />
      {hasLegend ? (
        <ul className="flex flex-wrap justify-center gap-x-4 text-xs text-muted-foreground" style={{ height: LEGEND_HEIGHT }}>
          {lines.map((line) => (
            <li key={line.key} className="flex items-center gap-1">
              <span className="inline-block h-0.5 w-4" style={{ backgroundColor: line.color }} />
              {line.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
