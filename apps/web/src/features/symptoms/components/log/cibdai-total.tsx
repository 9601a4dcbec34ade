import { CIBDAI_MAX_TOTAL, cibdaiKeys, type CibdaiScores, cibdaiTotal, interpretCibdai } from '@pawpulse/domain/symptoms'

/**
 * The running CIBDAI total and what it means by the published cut-offs only (Jergens 2003,
 * docs/product/veterinary.md#cibdai: ≥ 5 at least mild activity, < 4 remission). Read out politely as it changes.
 */
export function CibdaiTotal({ scores }: { scores: Partial<Record<string, unknown>> | undefined }) {
  const complete = Object.fromEntries(cibdaiKeys.map((key) => [key, typeof scores?.[key] === 'number' ? scores[key] : 0])) as CibdaiScores
  const total = cibdaiTotal(complete)
  const { band, text } = interpretCibdai(total)
  const tone =
    band === 'active' ? 'border-amber-300 bg-amber-50' : band === 'between' ? 'border-border bg-muted' : 'border-emerald-300 bg-emerald-50'
  return (
    <p aria-live="polite" className={`rounded-md border p-3 text-sm text-foreground ${tone}`}>
      <span className="font-semibold">
        CIBDAI total: {total} of {CIBDAI_MAX_TOTAL}
      </span>{' '}
      — {text}
    </p>
  )
}
