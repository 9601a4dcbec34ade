import { describe, expect, it } from 'vitest'
import { alignLines, labelledDays, yRange } from './time-series-data'

const DAY = 86_400_000

describe('alignLines', () => {
  it('lays every line over the union of their instants, undefined where a line has no point', () => {
    const data = alignLines([
      {
        key: 'a',
        label: 'A',
        color: '#000',
        points: [
          { t: 30, y: 3 },
          { t: 10, y: 1 },
        ],
      },
      {
        key: 'b',
        label: 'B',
        color: '#000',
        points: [
          { t: 20, y: 2 },
          { t: 30, y: 6 },
        ],
      },
    ])
    expect(data).toEqual([
      [10, 20, 30],
      [1, undefined, 3],
      [undefined, 2, 6],
    ])
  })

  it('gives an empty x array for lines without points', () => {
    expect(alignLines([{ key: 'a', label: 'A', color: '#000', points: [] }])).toEqual([[], []])
  })
})

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
