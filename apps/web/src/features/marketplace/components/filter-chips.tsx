import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'

export interface Chip {
  value: string
  label: ReactNode
}

/**
 * A row of toggle buttons, one pressed at a time; the first ("All") clears the filter. Buttons
 * with aria-pressed rather than radios: each press changes the page at once, like a link.
 */
export function FilterChips({
  label,
  allLabel,
  chips,
  value,
  onChange,
}: {
  label: string
  allLabel: string
  chips: readonly Chip[]
  value: string | undefined
  onChange: (value: string | null) => void
}) {
  const options: { value: string | null; label: ReactNode }[] = [{ value: null, label: allLabel }, ...chips]
  return (
    <div role="group" aria-label={label} className="grid gap-1.5">
      <span aria-hidden="true" className="text-sm font-medium text-foreground">
        {label}
      </span>
      {/* One row that scrolls sideways on a phone, so the filters leave room for the entries; wrapped from 640 px. */}
      <div className="flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
        {options.map((option) => {
          const isPressed = (option.value ?? undefined) === value
          return (
            <button
              key={option.value ?? ''}
              type="button"
              aria-pressed={isPressed}
              onClick={() => onChange(option.value)}
              className={cn(
                'min-h-9 shrink-0 rounded-full border px-3 py-1 text-sm font-medium whitespace-nowrap transition-colors',
                isPressed
                  ? 'border-primary bg-primary text-primary-foreground hover:bg-primary-hover'
                  : 'border-border bg-card text-foreground hover:bg-muted',
              )}
            >
              {option.label}
            </button>
          )
        })}
      </div>
    </div>
  )
}
