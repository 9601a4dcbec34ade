import { cn } from '#web/lib/cn.ts'
import { dueStatusLabels, dueStatusTones } from './medication-labels'

/** Overdue, due today or upcoming, in words and colour (never colour alone). */
export function DueBadge({ status }: { status: keyof typeof dueStatusLabels }) {
  return (
    <span className={cn('inline-block rounded-full border px-2 py-0.5 text-xs font-medium', dueStatusTones[status])}>
      {dueStatusLabels[status]}
    </span>
  )
}
