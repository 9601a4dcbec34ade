import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts'
import type { ChartLine, ChartReference } from './chart-types'

export interface TimeSeriesChartProps {
  width: number
  height: number
  lines: ChartLine[]
  references: ChartReference[]
  xDomain: [number, number]
  yDomain: [number, number]
  formatX: (t: number) => string
  formatY: (y: number) => string
}

/**
 * Recharts, loaded only by pages that chart (chart-figure.tsx imports this lazily), so the chart
 * library never enters the dashboard's or the landing page's first load.
 */
export default function TimeSeriesChart({ width, height, lines, references, xDomain, yDomain, formatX, formatY }: TimeSeriesChartProps) {
  return (
    // No keyboard layer: the drawing is hidden from assistive technology; the table beside it has the values.
    <LineChart width={width} height={height} margin={{ top: 12, right: 16, bottom: 4, left: 0 }} accessibilityLayer={false}>
      <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
      <XAxis
        dataKey="t"
        type="number"
        scale="time"
        domain={xDomain}
        tickFormatter={formatX}
        tick={{ fontSize: 12, fill: '#475569' }}
        minTickGap={24}
        allowDuplicatedCategory={false}
      />
      <YAxis domain={yDomain} tickFormatter={formatY} tick={{ fontSize: 12, fill: '#475569' }} width={44} allowDecimals={false} />
      <Tooltip labelFormatter={(t) => formatX(Number(t))} formatter={(value) => formatY(Number(value))} />
      {lines.length > 1 ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
      {references.map((reference) => (
        <ReferenceLine
          key={reference.label}
          y={reference.y}
          stroke={reference.color}
          strokeDasharray="6 4"
          label={{ value: reference.label, position: 'insideTopLeft', fontSize: 12, fill: reference.color }}
          ifOverflow="extendDomain"
        />
      ))}
      {lines.map((line) => (
        <Line
          key={line.key}
          data={line.points}
          dataKey="y"
          name={line.label}
          type="monotone"
          stroke={line.color}
          strokeWidth={2}
          dot={line.points.length < 40 ? { r: 3 } : false}
          isAnimationActive={false}
          connectNulls
        />
      ))}
    </LineChart>
  )
}
