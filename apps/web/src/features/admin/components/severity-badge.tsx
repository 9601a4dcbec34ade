import { type FeedbackSeverity, feedbackSeverityLabels } from '@pawpulse/domain/feedback'
import { cn } from '#web/lib/cn.ts'

/** Colour helps scanning; the word carries the meaning, so colour is never the only signal. */
const tones: Record<FeedbackSeverity, string> = {
  blocking: 'bg-red-100 text-red-900',
  major: 'bg-orange-100 text-orange-900',
  moderate: 'bg-amber-100 text-amber-900',
  minor: 'bg-muted text-foreground',
}

export function SeverityBadge({ severity }: { severity: FeedbackSeverity }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tones[severity])}>
      {feedbackSeverityLabels[severity]}
    </span>
  )
}
