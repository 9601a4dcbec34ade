import { render, screen, waitFor, within } from '@testing-library/react'
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
})

/**
 * jsdom draws nothing: uPlot's canvas gets a 2D context that accepts every call and measures text
 * as 6 px a character, its paths are Path2D objects that accept every call, and matchMedia (read
 * by uPlot for the pixel ratio) answers "no".
 */
function stubCanvas() {
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => {}, removeEventListener: () => {} }))
  vi.stubGlobal(
    'Path2D',
    class {
      constructor() {
        return new Proxy(this, { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => {}) })
      }
    },
  )
  const context = new Proxy(
    { measureText: (text: string) => ({ width: text.length * 6 }) },
    { get: (target, key) => (key in target ? target[key as keyof typeof target] : () => {}), set: () => true },
  )
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => context as unknown as CanvasRenderingContext2D)
}

describe('TimeSeriesChart', () => {
  it('draws the lines on a canvas of the given size with a legend, and removes it when unmounted', async () => {
    stubCanvas()
    const { default: TimeSeriesChart } = await import('./time-series-chart')
    const { container, unmount, rerender } = render(
      <TimeSeriesChart width={320} height={240} lines={lines} references={[]} yDomain={[0, 35]} formatY={String} {...axis} />,
    )
    // uPlot sizes its canvas on its next microtask.
    await waitFor(() => expect(container.querySelector('.uplot canvas')).toHaveAttribute('width', '320'))
    // Two lines: a legend names them under the drawing.
    expect(screen.getByRole('list')).toHaveTextContent('Each countDaily average')

    rerender(<TimeSeriesChart width={280} height={240} lines={lines} references={[]} yDomain={[0, 35]} formatY={String} {...axis} />)
    await waitFor(() => expect(container.querySelector('.uplot canvas')).toHaveAttribute('width', '280'))
    expect(container.querySelectorAll('.uplot')).toHaveLength(1)

    unmount()
    expect(document.querySelector('.uplot')).toBeNull()
  })

  it('has no legend for a single line', async () => {
    stubCanvas()
    const { default: TimeSeriesChart } = await import('./time-series-chart')
    render(
      <TimeSeriesChart width={320} height={240} lines={lines.slice(0, 1)} references={[]} yDomain={[0, 35]} formatY={String} {...axis} />,
    )
    expect(screen.queryByRole('list')).toBeNull()
  })
})
