import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ChartFigure } from './chart-figure'
import type { ChartLine } from './chart-types'

const DAY = 86_400_000
const lines: ChartLine[] = [
  { key: 'counts', label: 'Each count', color: '#0f766e', points: [0, 1, 2].map((day) => ({ t: day * DAY + 3_600_000, y: 20 + day })) },
  { key: 'average', label: 'Daily average', color: '#7c3aed', points: [0, 1, 2].map((day) => ({ t: day * DAY + DAY / 2, y: 21 })) },
]
const axis = { xDomain: [0, 3 * DAY] as [number, number], xTicks: [0, DAY, 2 * DAY], formatX: (t: number) => `day ${Math.floor(t / DAY)}` }

describe('ChartFigure', () => {
  it('says what the chart shows in words and as a table, and hides the drawing from screen readers', async () => {
    render(
      <ChartFigure
        title="Sleeping breathing rate"
        summary="3 counts in the last 3 days."
        lines={lines}
        references={[{ y: 30, label: 'Alert 30/min', color: '#b91c1c' }]}
        yDomain={[0, 35]}
        {...axis}
        tableToggle="Show the daily averages"
        table={{ caption: 'Daily averages', columns: ['Date', 'Average'], rows: [{ key: 'd0', cells: ['day 0', 21] }] }}
      />,
    )
    const figure = screen.getByRole('figure', { name: 'Sleeping breathing rate' })
    expect(within(figure).getByText('3 counts in the last 3 days.')).toBeVisible()
    await userEvent.click(within(figure).getByText('Show the daily averages'))
    const table = within(figure).getByRole('table', { name: 'Daily averages' })
    expect(within(table).getByRole('row', { name: 'day 0 21' })).toBeInTheDocument()
    expect(figure.querySelector('[aria-hidden="true"]')).not.toBeNull()
  })

  const figureWithTable = () => (
    <ChartFigure
      title="Weight"
      summary="3 weights."
      lines={lines}
      yDomain={[0, 35]}
      {...axis}
      table={{ caption: 'Weights', columns: ['Date', 'Weight'], rows: [{ key: 'd0', cells: ['day 0', '8 kg'] }] }}
    />
  )

  it('makes the table only when it is first opened, and keeps it once made', async () => {
    const { container } = render(figureWithTable())
    expect(container.querySelector('table')).toBeNull()
    const toggle = screen.getByText('Show the values as a table')
    await userEvent.click(toggle)
    expect(await screen.findByRole('table', { name: 'Weights' })).toBeInTheDocument()
    await userEvent.click(toggle)
    expect(container.querySelector('details')).not.toHaveAttribute('open')
    expect(container.querySelector('table')).not.toBeNull()
  })

  // Last in this file: the browser's find draws whatever waits, for the rest of the visit.
  it("makes the table, still closed, for the browser's find (Ctrl+F)", async () => {
    const { container } = render(figureWithTable())
    expect(container.querySelector('table')).toBeNull()
    await act(async () => fireEvent.keyDown(document.body, { key: 'f', ctrlKey: true }))
    expect(container.querySelector('details')).not.toHaveAttribute('open')
    expect(container.querySelector('table')).toHaveTextContent('day 08 kg')
  })
})

describe('TimeSeriesChart', () => {
  const references = [{ y: 30, label: 'Alert 30/min', color: '#b91c1c' }]

  it('draws each line with its readings, the reference line with its label and the axes, at the given width', async () => {
    const { default: TimeSeriesChart } = await import('./time-series-chart')
    const { container, rerender } = render(
      <TimeSeriesChart width={320} height={240} lines={lines} references={references} yDomain={[0, 35]} formatY={String} {...axis} />,
    )
    const svg = container.querySelector('svg')
    expect(svg).toHaveAttribute('width', '320')
    for (const key of ['counts', 'average']) {
      expect(container.querySelector(`[data-line="${key}"] path`)?.getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+C/)
      expect(container.querySelectorAll(`[data-line="${key}"] circle`)).toHaveLength(3)
    }
    expect(within(svg as unknown as HTMLElement).getByText('Alert 30/min')).toBeInTheDocument()
    expect(within(svg as unknown as HTMLElement).getByText('day 0')).toBeInTheDocument()
    expect(within(svg as unknown as HTMLElement).getByText('30')).toBeInTheDocument()
    // Two lines: a legend names them under the drawing.
    expect(screen.getByRole('list')).toHaveTextContent('Each countDaily average')

    rerender(
      <TimeSeriesChart width={280} height={240} lines={lines} references={references} yDomain={[0, 35]} formatY={String} {...axis} />,
    )
    expect(container.querySelectorAll('svg')).toHaveLength(1)
    expect(container.querySelector('svg')).toHaveAttribute('width', '280')
  })

  it('has no legend for a single line, and no dots on a line of many readings', async () => {
    const { default: TimeSeriesChart } = await import('./time-series-chart')
    const many: ChartLine = { ...lines[0]!, points: Array.from({ length: 60 }, (_, index) => ({ t: index * 3_600_000, y: 20 })) }
    const { container } = render(
      <TimeSeriesChart width={320} height={240} lines={[many]} references={[]} yDomain={[0, 35]} formatY={String} {...axis} />,
    )
    expect(screen.queryByRole('list')).toBeNull()
    expect(container.querySelectorAll('circle')).toHaveLength(0)
  })

  it("shows the date under the pointer and each line's reading on that date, and hides them when it leaves", async () => {
    const { default: TimeSeriesChart } = await import('./time-series-chart')
    const { container } = render(
      <TimeSeriesChart width={344} height={240} lines={lines} references={[]} yDomain={[0, 35]} formatY={(y) => `${y}/min`} {...axis} />,
    )
    // The plot spans 44..328 px; jsdom lays nothing out, so the hover area says where it is.
    const area = container.querySelector('svg rect') as SVGRectElement
    vi.spyOn(area, 'getBoundingClientRect').mockReturnValue({ left: 44, width: 284, top: 12, height: 176 } as DOMRect)
    // Half-way through day 1 (284 px for three days): nearest the average at midday of day 1.
    // jsdom has no PointerEvent: a mouse event of that type carries the position.
    fireEvent(area, new MouseEvent('pointermove', { bubbles: true, clientX: 44 + 284 / 2 }))
    const tooltip = () => container.querySelector('svg + div')
    expect(tooltip()).toHaveTextContent('day 1Each count: 21/minDaily average: 21/min')
    // Near the start: day 0's count at 1 am is the nearest; the average of day 0 is on that date too.
    fireEvent(area, new MouseEvent('pointermove', { bubbles: true, clientX: 45 }))
    expect(tooltip()).toHaveTextContent('day 0Each count: 20/minDaily average: 21/min')
    fireEvent.pointerLeave(area)
    expect(tooltip()).toBeNull()
  })
})
