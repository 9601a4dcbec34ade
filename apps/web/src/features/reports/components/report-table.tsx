import type { ReactNode } from 'react'

/** A plain table for a report: it prints, breaks across pages by row and reads well on a phone (scrolls sideways). */
export function ReportTable({
  caption,
  columns,
  rows,
}: {
  caption: string
  columns: string[]
  rows: { key: string; cells: ReactNode[] }[]
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="border-b border-border px-2 py-1 font-medium text-muted-foreground">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="break-inside-avoid">
              {row.cells.map((cell, i) => (
                <td key={i} className="border-b border-border px-2 py-1 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Label–value pairs (profile, diet, behaviour); empty values are left out. */
export function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (shown.length === 0) return <p className="text-sm text-muted-foreground">Nothing recorded.</p>
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

export const yesNo = (value: boolean | null | undefined) => (value === null || value === undefined ? null : value ? 'Yes' : 'No')
