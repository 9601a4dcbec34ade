import { type OnboardingSection, onboardingSections } from '@pawpulse/domain/onboarding'
import { CheckIcon } from 'lucide-react'
import { cn } from '#web/lib/cn.ts'
import { sectionText } from '../utils/sections'

/** The eight sections' progress flags as a step list; every section can be opened from here. */
export function OnboardingProgress({
  current,
  progress,
  onSelect,
}: {
  current: OnboardingSection
  progress: Record<OnboardingSection, boolean>
  onSelect: (step: number) => void
}) {
  const doneCount = onboardingSections.filter((section) => progress[section]).length
  const currentIndex = onboardingSections.indexOf(current)
  return (
    <nav aria-label="Onboarding sections" className="mb-6">
      <p className="text-sm font-medium text-foreground">
        Section {currentIndex + 1} of {onboardingSections.length} · {doneCount} done
      </p>
      <ol className="mt-3 grid grid-cols-4 gap-2 md:grid-cols-8">
        {onboardingSections.map((section, index) => {
          const isCurrent = section === current
          const isDone = progress[section]
          return (
            <li key={section}>
              <button
                type="button"
                onClick={() => onSelect(index + 1)}
                aria-current={isCurrent ? 'step' : undefined}
                className={cn(
                  'flex w-full flex-col items-start gap-1 rounded-md p-1 text-left text-xs text-muted-foreground hover:bg-muted',
                  isCurrent && 'font-semibold text-foreground',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn('h-1.5 w-full rounded-full', isDone ? 'bg-primary' : isCurrent ? 'bg-primary/50' : 'bg-border')}
                />
                <span aria-hidden="true" className="flex items-center gap-1">
                  {isDone ? <CheckIcon aria-hidden="true" className="size-3 text-primary" /> : null}
                  <span className="hidden sm:inline">{sectionText[section].title}</span>
                  <span className="sm:hidden">{index + 1}</span>
                </span>
                <span className="sr-only">
                  {index + 1}. {sectionText[section].title}
                  {isDone ? ', done' : ''}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
