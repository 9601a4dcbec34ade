import { useMemo, useState } from 'react'
import type { ChartLine, ChartReference } from './chart-types'
import { labelledDays, monotonePath, nearestIndex, referenceLabelYs, yRange, yTicks } from './time-series-data'

export interface TimeSeriesChartProps {
  width: number
  height: number
  lines: ChartLine[]
  references: ChartReference[]
  xDomain: [number, number]
  yDomain: [number, number]
  /** The owner's day starts (time-axis.ts): the x axis labels some of them. */
  xTicks: number[]
  formatX: (t: number) => string
  formatY: (y: number) => string
}

const LEGEND_HEIGHT = 24
/** Room around the plot: the y axis's labels on the left, the dates below. */
const PAD = { top: 12, right: 16, bottom: 28, left: 44 }
const AXIS_TEXT = '#475569'
const GRID = '#e2e8f0'
const FONT = { fontSize: 12, fontFamily: 'ui-sans-serif, system-ui, sans-serif' }
/** A line with fewer readings than this shows each one as a dot. */
const MAX_DOTS = 40

interface Hover {
  x: number
  y: number
  date: string
  rows: { key: string; color: string; text: string; y: number }[]
}

/**
 * The chart drawn as SVG by the app itself (decision 047): a time axis, whole-number values,
 * smooth lines, dashed reference lines and the values under the pointer. About 2 KB, where a
 * charting library was 20. ChartFigure hides it from assistive technology and gives the same
 * values as a summary and a table, so the pointer is the only way in.
 */
export default function TimeSeriesChart(props: TimeSeriesChartProps) {
  const { width, height, lines, references, xDomain, yDomain, xTicks, formatX, formatY } = props
  const [hover, setHover] = useState<Hover | null>(null)
  const hasLegend = lines.length > 1
  const plotHeight = height - (hasLegend ? LEGEND_HEIGHT : 0)
  const left = PAD.left
  const right = Math.max(left + 1, width - PAD.right)
  const top = PAD.top
  const bottom = Math.max(top + 1, plotHeight - PAD.bottom)
  const [low, high] = yRange(yDomain, references)
  const [start, end] = xDomain
  const xOf = (t: number) => left + ((t - start) / (end - start || 1)) * (right - left)
  const yOf = (y: number) => bottom - ((y - low) / (high - low || 1)) * (bottom - top)
  // Two references a few units apart (an alert threshold over the usual rate) must not print over each other.
  const labelYs = referenceLabelYs(
    references.map((reference) => yOf(reference.y)),
    FONT.fontSize,
  )
  // Kept while only the pointer moves: a hover redraws the chart, not its data.
  const sorted = useMemo(() => lines.map((line) => ({ ...line, points: [...line.points].sort((a, b) => a.t - b.t) })), [lines])
  const instants = useMemo(
    () => [...new Set(sorted.flatMap((line) => line.points.map((point) => point.t)))].sort((a, b) => a - b),
    [sorted],
  )

  function pointAt(clientX: number, target: SVGRectElement) {
    const box = target.getBoundingClientRect()
    const t = start + ((clientX - box.left) / (box.width || 1)) * (end - start)
    const nearest = instants[nearestIndex(instants, t)]
    if (nearest === undefined) {
      setHover(null)
      return
    }
    // Each line's own nearest reading, shown only if it falls on the hovered date.
    const date = formatX(nearest)
    const rows = sorted.flatMap((line) => {
      const point =
        line.points[
          nearestIndex(
            line.points.map((entry) => entry.t),
            nearest,
          )
        ]
      if (!point || formatX(point.t) !== date) return []
      return [{ key: line.key, color: line.color, text: `${line.label}: ${formatY(point.y)}`, y: yOf(point.y) }]
    })
    setHover(rows.length > 0 ? { x: xOf(nearest), y: Math.min(...rows.map((row) => row.y)), date, rows } : null)
  }

  return (
    <div className="relative" style={{ width, height }}>
      <svg width={width} height={plotHeight} {...FONT}>
        {yTicks([low, high], bottom - top).map((value) => (
          <g key={`y${value}`}>
            <line x1={left} x2={right} y1={yOf(value)} y2={yOf(value)} stroke={GRID} strokeDasharray="3 3" />
            <text x={left - 8} y={yOf(value)} textAnchor="end" dominantBaseline="middle" fill={AXIS_TEXT}>
              {formatY(value)}
            </text>
          </g>
        ))}
        {labelledDays(xTicks, right - left, xDomain).map((t) => (
          <g key={`x${t}`}>
            <line x1={xOf(t)} x2={xOf(t)} y1={top} y2={bottom} stroke={GRID} strokeDasharray="3 3" />
            <text x={xOf(t)} y={bottom + 18} textAnchor="middle" fill={AXIS_TEXT}>
              {formatX(t)}
            </text>
          </g>
        ))}
        {references.map((reference, index) => (
          <g key={`r${reference.y}${reference.label}`} stroke={reference.color} fill={reference.color}>
            <line x1={left} x2={right} y1={yOf(reference.y)} y2={yOf(reference.y)} strokeDasharray="6 4" />
            <text x={left + 4} y={labelYs[index]} stroke="none">
              {reference.label}
            </text>
          </g>
        ))}
        {sorted.map((line) => (
          <g key={line.key} data-line={line.key} stroke={line.color} strokeWidth={2} fill="none">
            <path d={monotonePath(line.points.map((point) => ({ x: xOf(point.t), y: yOf(point.y) })))} />
            {line.points.length < MAX_DOTS
              ? line.points.map((point) => <circle key={point.t} cx={xOf(point.t)} cy={yOf(point.y)} r={3} fill="#ffffff" />)
              : null}
          </g>
        ))}
        {hover ? <line x1={hover.x} x2={hover.x} y1={top} y2={bottom} stroke={AXIS_TEXT} strokeDasharray="5 3" /> : null}
        <rect
          x={left}
          y={top}
          width={right - left}
          height={bottom - top}
          fill="transparent"
          onPointerMove={(event) => pointAt(event.clientX, event.currentTarget)}
          onPointerLeave={() => setHover(null)}
        />
      </svg>
      {hover ? (
        // Beside the pointer, on whichever side has room. Text only: a measure's label is the owner's own words.
        <div
          className="pointer-events-none absolute z-10 rounded border border-border bg-card px-2 py-1 text-xs shadow-sm"
          style={
            hover.x > width / 2
              ? { right: width - hover.x + 12, top: Math.max(0, hover.y - 24) }
              : { left: hover.x + 12, top: Math.max(0, hover.y - 24) }
          }
        >
          <div className="font-medium text-foreground">{hover.date}</div>
          {hover.rows.map((row) => (
            <div key={row.key} style={{ color: row.color }}>
              {row.text}
            </div>
          ))}
        </div>
      ) : null}
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
