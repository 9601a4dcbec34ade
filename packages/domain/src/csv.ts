/**
 * RFC 4180 CSV: every field quoted when it holds a comma, quote, CR or LF (quotes doubled), CRLF
 * line ends. A field that starts with = + - @ is prefixed with ' so a spreadsheet never runs it
 * as a formula (owner-typed notes reach a vet's computer).
 */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}

export function csvField(value: string | number | null): string {
  if (value === null) return ''
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}
