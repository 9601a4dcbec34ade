import { describe, expect, it } from 'vitest'
import { labelledDays, monotonePath, nearestIndex, referenceLabelYs, yRange, yTicks } from './time-series-data'

const DAY = 86_400_000

describe('yRange', () => {
  it.each([
    { domain: [0, 40] as [number, number], references: [30], range: [0, 40] },
    { domain: [0, 25] as [number, number], references: [30, 18], range: [0, 30] },
    { domain: [5, 12] as [number, number], references: [2], range: [2, 12] },
    { domain: [5, 12] as [number, number], references: [], range: [5, 12] },
  ])('$domain with references at $references is $range', ({ domain, references, range }) => {
    expect(
      yRange(
        domain,
        references.map((y) => ({ y, label: `${y}`, color: '#000' })),
      ),
    ).toEqual(range)
  })
})

describe('labelledDays', () => {
  const days = (count: number) => Array.from({ length: count }, (_, index) => index * DAY)
  const domain = (count: number): [number, number] => [0, count * DAY]
  it.each([
    { count: 7, width: 700, step: 1 },
    { count: 7, width: 350, step: 2 },
    { count: 30, width: 600, step: 3 },
    { count: 30, width: 300, step: 7 },
    { count: 90, width: 1000, step: 7 },
    { count: 90, width: 300, step: 28 },
    { count: 365, width: 300, step: 91 },
  ])('$count days across $width px: every $step day(s)', ({ count, width, step }) => {
    const labelled = labelledDays(days(count), width, domain(count))
    expect(labelled[0]).toBe(0)
    expect((labelled[1] as number) - (labelled[0] as number)).toBe(step * DAY)
  })

  it('leaves out a label that would be cut off at the right end', () => {
    // 7 days across 133 px: 19 px a day, every 3rd day labelled; day 6 is 19 px from the end, too close for half a label.
    expect(labelledDays(days(7), 133, domain(7))).toEqual([0, 3 * DAY])
    expect(labelledDays(days(7), 280, domain(7))).toEqual([0, 2 * DAY, 4 * DAY, 6 * DAY])
  })

  it('keeps a single day and an unmeasured width as they are', () => {
    expect(labelledDays([DAY], 300, domain(2))).toEqual([DAY])
    expect(labelledDays(days(30), 0, domain(30))).toHaveLength(30)
  })
})

describe('yTicks', () => {
  it.each([
    { range: [0, 40] as [number, number], height: 200, ticks: [0, 10, 20, 30, 40] },
    { range: [0, 40] as [number, number], height: 100, ticks: [0, 20, 40] },
    { range: [0, 10] as [number, number], height: 200, ticks: [0, 2, 4, 6, 8, 10] },
    { range: [7, 13] as [number, number], height: 120, ticks: [8, 10, 12] },
    { range: [0, 2000] as [number, number], height: 60, ticks: [0, 1000, 2000] },
    { range: [5, 5] as [number, number], height: 200, ticks: [5] },
  ])('$range over $height px: $ticks', ({ range, height, ticks }) => {
    expect(yTicks(range, height)).toEqual(ticks)
  })
})

describe('nearestIndex', () => {
  it.each([
    { ts: [10, 20, 30], t: 0, index: 0 },
    { ts: [10, 20, 30], t: 24, index: 1 },
    { ts: [10, 20, 30], t: 26, index: 2 },
    { ts: [10, 20, 30], t: 99, index: 2 },
    { ts: [], t: 5, index: -1 },
  ])('$t in $ts is at $index', ({ ts, t, index }) => {
    expect(nearestIndex(ts, t)).toBe(index)
  })
})

describe('monotonePath', () => {
  /** Each cubic segment's end points and control points, as [x, y] pairs. */
  function segments(path: string): number[][][] {
    const numbers = (text: string) => text.split(',').map(Number)
    const [move, ...curves] = path.split('C')
    let from = numbers((move as string).slice(1))
    return curves.map((curve) => {
      const [c1x, c1y, c2x, c2y, x, y] = numbers(curve) as number[]
      const segment = [from, [c1x as number, c1y as number], [c2x as number, c2y as number], [x as number, y as number]]
      from = [x as number, y as number]
      return segment
    })
  }

  it.each([
    { name: 'a rise that levels off', points: [0, 10, 10, 10] },
    { name: 'a peak', points: [0, 10, 0] },
    { name: 'a steep step between flat runs', points: [20, 20, 21, 40, 40, 41] },
    { name: 'small changes around one value', points: [21, 22, 21, 23, 22] },
  ])('never goes beyond the readings on either side: $name', ({ points }) => {
    const path = monotonePath(points.map((y, index) => ({ x: index * 10, y })))
    const curves = segments(path)
    expect(curves).toHaveLength(points.length - 1)
    for (const [from, c1, c2, to] of curves as number[][][]) {
      const low = Math.min(from?.[1] as number, to?.[1] as number)
      const high = Math.max(from?.[1] as number, to?.[1] as number)
      for (const control of [c1, c2]) {
        expect(control?.[1]).toBeGreaterThanOrEqual(low)
        expect(control?.[1]).toBeLessThanOrEqual(high)
      }
    }
  })

  it('passes through every reading', () => {
    const path = monotonePath([
      { x: 0, y: 5 },
      { x: 10, y: 8 },
      { x: 25, y: 2 },
    ])
    expect(path.startsWith('M0,5C')).toBe(true)
    expect(segments(path).map((segment) => segment[3])).toEqual([
      [10, 8],
      [25, 2],
    ])
  })

  it('is a single point for one reading and nothing for none', () => {
    expect(monotonePath([{ x: 3, y: 4 }])).toBe('M3,4')
    expect(monotonePath([])).toBe('')
  })
})

describe('referenceLabelYs', () => {
  it.each([
    { lines: [50, 150], baselines: [47, 147], why: 'far apart: each label just above its line' },
    { lines: [50, 58], baselines: [47, 73], why: 'close: the lower label goes below its line' },
    { lines: [58, 50], baselines: [73, 47], why: 'in any order' },
    { lines: [50, 58, 100], baselines: [47, 73, 97], why: 'a third line far below keeps its label above' },
    { lines: [50, 58, 80], baselines: [47, 73, 95], why: 'a third line close to the label moved below goes below too' },
  ])('12 px labels for lines at $lines: $baselines ($why)', ({ lines, baselines }) => {
    expect(referenceLabelYs(lines, 12)).toEqual(baselines)
  })
})
