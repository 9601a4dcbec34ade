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
  it.each([
    { count: 7, width: 600, step: 1 },
    { count: 7, width: 300, step: 2 },
    { count: 30, width: 600, step: 3 },
    { count: 30, width: 300, step: 7 },
    { count: 90, width: 1000, step: 7 },
    { count: 90, width: 300, step: 28 },
    { count: 365, width: 300, step: 91 },
  ])('$count days across $width px: every $step day(s)', ({ count, width, step }) => {
    const labelled = labelledDays(days(count), width)
    expect(labelled[0]).toBe(0)
    expect((labelled[1] as number) - (labelled[0] as number)).toBe(step * DAY)
  })

  it('keeps a single day and an unmeasured width as they are', () => {
    expect(labelledDays([DAY], 300)).toEqual([DAY])
    expect(labelledDays(days(30), 0)).toHaveLength(30)
  })
})
