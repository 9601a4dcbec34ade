import type { ReactNode } from 'react'

/**
 * A plain table of values, as the reports and a chart's "as a table" disclosure show them: the
 * caption for screen readers, a header row, a row per entry. It prints, breaks across pages by row
 * and reads well on a phone (scrolls sideways).
 */
export function DataTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
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
