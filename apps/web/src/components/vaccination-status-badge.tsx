import { vaccinationStatusLabels, type VaccinationStatus } from '@pawpulse/domain/vaccines'
import { cn } from '#web/lib/cn.ts'

/** The tones of docs/product/medications-and-treatments.md#what-is-due: red overdue, amber due soon, quiet otherwise. */
const tones: Record<VaccinationStatus, string> = {
  overdue: 'bg-red-50 text-red-800 border-red-300',
  due_soon: 'bg-amber-50 text-amber-900 border-amber-300',
  ok: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  none: 'bg-muted text-muted-foreground border-border',
}

/**
 * A vaccine's status in words and colour (never colour alone), the same on the medications page,
 * the pet page and the report.
 */
export function VaccinationStatusBadge({ status, className }: { status: VaccinationStatus; className?: string }) {
  return (
    <span className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap', tones[status], className)}>
      {vaccinationStatusLabels[status]}
    </span>
  )
}
