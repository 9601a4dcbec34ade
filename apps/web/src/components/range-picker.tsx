import { useId } from 'react'
import { cn } from '../lib/cn'

/** The trend ranges: the last 7, 30 or 90 days. */
export const chartRanges = [7, 30, 90] as const
export type ChartRange = (typeof chartRanges)[number]

/** Native radios shown as a segmented control: arrow keys move between the ranges. */
export function RangePicker({
  value,
  onChange,
  legend = 'Show',
}: {
  value: ChartRange
  onChange: (range: ChartRange) => void
  legend?: string
}) {
  const name = useId()
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="sr-only">{legend}</legend>
      <div className="inline-flex rounded-md bg-muted p-1">
        {chartRanges.map((range) => (
          <label
            key={range}
            className={cn(
              'cursor-pointer rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              'has-[:checked]:bg-card has-[:checked]:text-foreground has-[:checked]:shadow-xs',
            )}
          >
            <input type="radio" name={name} className="sr-only" checked={value === range} onChange={() => onChange(range)} />
            {range} days
          </label>
        ))}
      </div>
    </fieldset>
  )
}
