import type { ChartLine, ChartReference } from './chart-types'

/**
 * uPlot draws every series over one shared x array. The lines here have their own instants (each
 * breathing count, a day's average at midday), so they are laid over the union of their instants;
 * a line has `undefined` where it has no point, which uPlot bridges (a gap of alignment) instead of
 * breaking the line, as it would at `null`.
 */
export function alignLines(lines: ChartLine[]): [number[], ...(number | undefined)[][]] {
  const xs = [...new Set(lines.flatMap((line) => line.points.map((point) => point.t)))].sort((a, b) => a - b)
  const indexOf = new Map(xs.map((t, index) => [t, index]))
  const ys = lines.map((line) => {
    const values: (number | undefined)[] = Array.from({ length: xs.length }, () => undefined)
    for (const point of line.points) values[indexOf.get(point.t) as number] = point.y
    return values
  })
  return [xs, ...ys]
}

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
