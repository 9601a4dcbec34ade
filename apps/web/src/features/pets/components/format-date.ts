const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' })

/** '2020-03-01' → '1 March 2020', the calendar date as stored (no time-zone shift). */
export function formatIsoDate(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`)
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date)
}
