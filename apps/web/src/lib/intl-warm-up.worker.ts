// Builds one of each kind of Intl format the signed-in pages use, then ends (lib/intl-warm-up.ts).
// What it leaves behind is process-wide: the ICU data the browser maps from disk is read in, and
// ICU's own caches of locales, calendars and time zones are filled.
new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(0)
new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', timeZone: 'UTC' }).formatToParts(0)
new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 }).format(1.5)
new Intl.PluralRules('en-GB').select(1)
close()
