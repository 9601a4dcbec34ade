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
 * Which of the owner's day starts get a label: every `step`-th, the smallest step that leaves at
 * least `minGap` pixels between two labels across `width` pixels (a short date such as "12 Jan" is
 * about 40 px at 12 px).
 */
export function labelledDays(days: number[], width: number, minGap = 56): number[] {
  if (days.length < 2 || width <= 0) return days
  const span = (days.at(-1) as number) - (days[0] as number)
  const pxPerDay = width / (span / 86_400_000)
  const step = DAY_STEPS.find((candidate) => candidate * pxPerDay >= minGap) ?? (DAY_STEPS.at(-1) as number)
  return days.filter((_, index) => index % step === 0)
}

/** Steps of the y axis: whole numbers only (rates, scores, kilograms and pounds read as integers). */
export const WHOLE_NUMBER_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000]
