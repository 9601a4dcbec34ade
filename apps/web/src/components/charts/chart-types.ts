/** One point of a time series: `t` in epoch milliseconds. */
export interface ChartPoint {
  t: number
  y: number
}

export interface ChartLine {
  key: string
  label: string
  points: ChartPoint[]
  color: string
}

/** A horizontal line: an alert threshold, a baseline. */
export interface ChartReference {
  y: number
  label: string
  color: string
}

/** The chart's text alternative: every chart has one, for screen readers. */
export interface ChartTable {
  caption: string
  columns: string[]
  rows: { key: string; cells: (string | number)[] }[]
}
