import { ChevronDownIcon } from 'lucide-react'
import { type KeyboardEvent, type ReactNode, useEffect, useId, useMemo, useState } from 'react'
import { cn } from '#web/lib/cn.ts'
import { Field } from './field'
import { Input } from './input'
import type { Option } from './select-field'

interface ComboboxProps {
  label: string
  options: readonly Option[]
  /** '' when nothing is chosen. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** Keep typed text that is not an option (a breed missing from the list); else only options count. */
  allowCustomValue?: boolean
  hint?: ReactNode
  error?: string | undefined
  id?: string
  placeholder?: string
  className?: string
}

/** More matches than this are not listed at once: typing narrows them. */
const MAX_LISTED = 100

/** Case, accents and spacing do not matter when searching: 'curacao' finds 'Curaçao'. */
function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase()
}

function matches(options: readonly Option[], query: string): Option[] {
  const key = searchKey(query)
  if (key === '') return [...options]
  const starts: Option[] = []
  const contains: Option[] = []
  for (const option of options) {
    const label = searchKey(option.label)
    const value = searchKey(option.value)
    if (label.startsWith(key) || value === key) starts.push(option)
    else if (label.includes(key) || value.includes(key)) contains.push(option)
  }
  return [...starts, ...contains]
}

/**
 * A searchable list (WAI-ARIA APG "combobox with listbox popup"): type to narrow, arrows to move,
 * Enter to choose, Escape to close. Used for long lists: countries, currencies, time zones, breeds.
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  onBlur,
  allowCustomValue = false,
  hint,
  error,
  id,
  placeholder,
  className,
}: ComboboxProps) {
  const listId = useId()
  // What the owner is typing; null when not typing (the input then shows the chosen option).
  const [typed, setTyped] = useState<string | null>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [activeIndex, setActiveIndex] = useState(-1)
  const selectedLabel = options.find((option) => option.value === value)?.label ?? value
  const allMatches = useMemo(() => matches(options, typed ?? ''), [options, typed])
  const filtered = allMatches.slice(0, MAX_LISTED)
  const optionId = (index: number) => `${listId}-option-${index}`

  useEffect(() => {
    if (activeIndex >= 0) document.getElementById(`${listId}-option-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' })
  }, [activeIndex, listId])

  const close = () => {
    setIsOpen(false)
    setActiveIndex(-1)
  }

  const choose = (option: Option) => {
    onChange(option.value)
    setTyped(null)
    close()
  }

  // Leaving the field: typed text becomes the value if it names an option (or free text is allowed).
  const commit = () => {
    if (typed !== null) {
      const key = searchKey(typed)
      const exact = options.find((option) => searchKey(option.label) === key || searchKey(option.value) === key)
      if (exact) onChange(exact.value)
      else if (allowCustomValue || key === '') onChange(typed.trim())
      setTyped(null)
    }
    close()
    onBlur?.()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setIsOpen(true)
      const last = filtered.length - 1
      setActiveIndex((index) => (event.key === 'ArrowDown' ? Math.min(index + 1, last) : Math.max(index - 1, 0)))
    } else if (event.key === 'Enter' && isOpen) {
      event.preventDefault()
      const option = filtered[activeIndex]
      if (option) choose(option)
      else commit()
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault()
      event.stopPropagation()
      close()
    }
  }

  return (
    <Field label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            role="combobox"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            placeholder={placeholder}
            className="pr-9"
            value={typed ?? selectedLabel}
            onChange={(event) => {
              setTyped(event.target.value)
              setIsOpen(true)
              setActiveIndex(-1)
            }}
            onClick={() => setIsOpen((open) => !open)}
            onKeyDown={onKeyDown}
            onBlur={commit}
          />
          <ChevronDownIcon aria-hidden="true" className="pointer-events-none absolute top-3 right-3 size-4 text-muted-foreground" />
          <ul
            id={listId}
            role="listbox"
            aria-label={label}
            hidden={!isOpen}
            className="absolute z-30 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-border bg-card py-1 shadow-md"
          >
            {/* Rendered only while open: the lists run to hundreds of entries. */}
            {(isOpen ? filtered : []).map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                // Keeps the focus in the input, so choosing does not count as leaving the field.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm text-foreground',
                  index === activeIndex && 'bg-muted',
                  option.value === value && 'font-semibold',
                )}
              >
                {option.label}
              </li>
            ))}
            {isOpen && filtered.length === 0 ? (
              <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
                {allowCustomValue ? 'Not on the list: what you typed is kept.' : 'No matches'}
              </li>
            ) : null}
            {isOpen && allMatches.length > MAX_LISTED ? (
              <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
                Showing {MAX_LISTED} of {allMatches.length}: type to narrow the list.
              </li>
            ) : null}
          </ul>
        </div>
      )}
    </Field>
  )
}
