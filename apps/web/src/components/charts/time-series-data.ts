import type { ChartReference } from './chart-types'

/** The y range asked for, widened to take in every reference line (a threshold is never cut off). */
export function yRange(yDomain: [number, number], references: ChartReference[]): [number, number] {
  const ys = references.map((reference) => reference.y)
  return [Math.min(yDomain[0], ...ys), Math.max(yDomain[1], ...ys)]
}

/** Steps between labelled days: every day, every other day, then weeks. */
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364]

/**
 * Which of the owner's day starts get a label on an axis of `width` pixels over `domain`: every
 * `step`-th, the smallest step that leaves at least `minGap` pixels between two labels (a short
 * date such as "12 Jan" is about 40 px at 12 px).
 */
export function labelledDays(days: number[], width: number, domain: [number, number], minGap = 56): number[] {
  const [start, end] = domain
  if (days.length < 2 || width <= 0 || end <= start) return days
  const pxPerMs = width / (end - start)
  const step = DAY_STEPS.find((candidate) => candidate * 86_400_000 * pxPerMs >= minGap) ?? (DAY_STEPS.at(-1) as number)
  // A label is centred on its day: one closer than half a label to the right end would be cut off.
  return days.filter((t, index) => index % step === 0 && (end - t) * pxPerMs >= minGap / 2 - 8)
}

/** Steps of the y axis: whole numbers only (rates, scores, kilograms and pounds read as integers). */
export const WHOLE_NUMBER_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]

/**
 * The y axis's labelled values over `range` on a plot `height` pixels tall: multiples of the
 * smallest whole-number step that leaves at least `minGap` pixels between two labels.
 */
export function yTicks([low, high]: [number, number], height: number, minGap = 30): number[] {
  if (!(high > low) || height <= 0) return [low]
  const pxPerUnit = height / (high - low)
  const step = WHOLE_NUMBER_STEPS.find((candidate) => candidate * pxPerUnit >= minGap) ?? Math.ceil((high - low) / 2)
  const ticks: number[] = []
  for (let value = Math.ceil(low / step) * step; value <= high; value += step) ticks.push(value)
  return ticks
}

/** The point of `ts` (ascending) nearest to `t`; -1 when there is none. */
export function nearestIndex(ts: number[], t: number): number {
  let best = -1
  for (let index = 0; index < ts.length; index += 1) {
    if (best === -1 || Math.abs((ts[index] as number) - t) < Math.abs((ts[best] as number) - t)) best = index
  }
  return best
}

/**
 * An SVG path through `points` (ascending x, in pixels): a monotone cubic curve (Fritsch and
 * Carlson), which never overshoots between two readings, so a curve between 20 and 22 breaths a
 * minute never shows 23.
 */
export function monotonePath(points: { x: number; y: number }[]): string {
  const n = points.length
  if (n === 0) return ''
  const at = (index: number) => points[index] as { x: number; y: number }
  const fixed = (value: number) => Math.round(value * 100) / 100
  if (n === 1) return `M${fixed(at(0).x)},${fixed(at(0).y)}`
  const slopes: number[] = []
  for (let index = 0; index < n - 1; index += 1) {
    const dx = at(index + 1).x - at(index).x
    slopes.push(dx === 0 ? 0 : (at(index + 1).y - at(index).y) / dx)
  }
  // Tangents: the mean of the slopes around a point, zero where the data turns.
  const tangents = points.map((_, index) => {
    if (index === 0) return slopes[0] as number
    if (index === n - 1) return slopes[n - 2] as number
    const before = slopes[index - 1] as number
    const after = slopes[index] as number
    return before * after <= 0 ? 0 : (before + after) / 2
  })
  // Limit the tangents so the curve stays monotone between two points.
  for (let index = 0; index < n - 1; index += 1) {
    const slope = slopes[index] as number
    if (slope === 0) {
      tangents[index] = 0
      tangents[index + 1] = 0
      continue
    }
    const a = (tangents[index] as number) / slope
    const b = (tangents[index + 1] as number) / slope
    const length = Math.hypot(a, b)
    if (length > 3) {
      tangents[index] = (3 * a * slope) / length
      tangents[index + 1] = (3 * b * slope) / length
    }
  }
  let path = `M${fixed(at(0).x)},${fixed(at(0).y)}`
  for (let index = 0; index < n - 1; index += 1) {
    const from = at(index)
    const to = at(index + 1)
    const third = (to.x - from.x) / 3
    path += `C${fixed(from.x + third)},${fixed(from.y + (tangents[index] as number) * third)},${fixed(to.x - third)},${fixed(
      to.y - (tangents[index + 1] as number) * third,
    )},${fixed(to.x)},${fixed(to.y)}`
  }
  return path
}

/** The space between a reference line and its label's text, in px. */
const LABEL_GAP = 3

/**
 * Where each reference line's label sits (its text's baseline, in px from the top), for lines at
 * `lineYs`: just above its own line, unless it would then run into the label placed above it (two
 * references a few units apart, such as an alert threshold of 30/min over a usual rate of 28),
 * when it goes just below its line instead.
 */
export function referenceLabelYs(lineYs: number[], fontPx: number): number[] {
  const baselines: number[] = []
  let lowest = -Infinity // the baseline of the label placed last, going down the chart
  for (const { y, index } of lineYs.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y)) {
    const above = y - LABEL_GAP
    lowest = above - fontPx < lowest ? y + LABEL_GAP + fontPx : above
    baselines[index] = lowest
  }
  return baselines
}
