import { localDayStart } from '@pawpulse/domain/time-zone'
import { formatShortDate } from '#web/lib/format-date.ts'

export interface LineChartProps {
  /** What the chart shows, read by screen readers (the table under it has the values). */
  title: string
  from: string
  to: string
  timeZone: string
  points: { at: string; value: number }[]
  references: { value: number; label: string; color: string }[]
}

const W = 640
const H = 220
const PAD = { left: 40, right: 12, top: 12, bottom: 24 }

/**
 * A small SVG line chart for reports: plain vector drawing, so it prints crisply and needs no
 * chart library on the shared page. The PDF draws the same series with the same lines.
 */
export function LineChart({ title, from, to, timeZone, points, references }: LineChartProps) {
  const x0 = localDayStart(from, timeZone).getTime()
  const x1 = Math.max(localDayStart(to, timeZone).getTime() + 86_400_000, x0 + 1)
  const values = [...points.map((p) => p.value), ...references.map((r) => r.value)]
  const top = Math.max(1, ...values) * 1.1
  const bottom = Math.max(0, Math.min(...values) * 0.9)
  const x = (t: number) => PAD.left + ((t - x0) / (x1 - x0)) * (W - PAD.left - PAD.right)
  const y = (v: number) => PAD.top + (1 - (v - bottom) / (top - bottom || 1)) * (H - PAD.top - PAD.bottom)
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(Date.parse(p.at)).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')
  const ticks = [bottom, (bottom + top) / 2, top].map((v) => Math.round(v * 10) / 10)
  return (
    <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} className="h-auto w-full max-w-full">
      <rect x={PAD.left} y={PAD.top} width={W - PAD.left - PAD.right} height={H - PAD.top - PAD.bottom} fill="none" stroke="#cbd5e1" />
      {ticks.map((v) => (
        <text key={v} x={PAD.left - 4} y={y(v) + 4} fontSize="11" textAnchor="end" fill="#475569">
          {v}
        </text>
      ))}
      <text x={PAD.left} y={H - 6} fontSize="11" fill="#475569">
        {formatShortDate(from)}
      </text>
      <text x={W - PAD.right} y={H - 6} fontSize="11" textAnchor="end" fill="#475569">
        {formatShortDate(to)}
      </text>
      {references.map((r) => (
        <g key={r.label}>
          <line x1={PAD.left} x2={W - PAD.right} y1={y(r.value)} y2={y(r.value)} stroke={r.color} strokeDasharray="6 4" strokeWidth="1.5" />
          <text x={W - PAD.right - 4} y={y(r.value) - 4} fontSize="11" textAnchor="end" fill={r.color}>
            {r.label}
          </text>
        </g>
      ))}
      <path d={path} fill="none" stroke="#0f766e" strokeWidth="2" />
      {points.length <= 60
        ? points.map((p) => <circle key={p.at} cx={x(Date.parse(p.at))} cy={y(p.value)} r="2.5" fill="#0f766e" />)
        : null}
    </svg>
  )
}
