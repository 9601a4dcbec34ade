/**
 * A tiny hand-drawn trend line (no chart library: the dashboard's bundle budget). Decorative:
 * the caller says in words what it shows.
 */
export function Sparkline({
  values,
  width = 120,
  height = 32,
  reference,
}: {
  values: number[]
  width?: number
  height?: number
  reference?: number
}) {
  if (values.length === 0) return null
  const all = reference === undefined ? values : [...values, reference]
  const min = Math.min(...all)
  const max = Math.max(...all)
  const span = max - min || 1
  const pad = 3
  const x = (i: number) => (values.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (values.length - 1))
  const y = (v: number) => height - pad - ((v - min) * (height - 2 * pad)) / span
  const points = values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')
  const last = values.length - 1
  return (
    <svg aria-hidden="true" width={width} height={height} viewBox={`0 0 ${width} ${height}`} className="overflow-visible text-primary">
      {reference === undefined ? null : (
        <line x1={0} x2={width} y1={y(reference)} y2={y(reference)} stroke="#b91c1c" strokeDasharray="3 3" strokeWidth={1} />
      )}
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" />
      <circle cx={x(last)} cy={y(values[last] as number)} r={2.5} fill="currentColor" />
    </svg>
  )
}
