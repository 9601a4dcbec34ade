import { type ReactNode, useEffect, useMemo, useState } from 'react'
import type { Control, FieldError, FieldValues, FormState } from './form-types'
import { type Path, type PathValue, pathsMeet } from './paths'

type Values<TValues, N extends readonly string[]> = { [I in keyof N]: PathValue<TValues, N[I] & string> }

const same = (a: unknown, b: unknown) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((value, index) => Object.is(value, b[index])) : Object.is(a, b)

/** The value of `name` (or of each name), drawn again when it changes. */
export function useWatch<TValues extends FieldValues, const N extends readonly Path<TValues>[]>(props: {
  control: Control<TValues, unknown, unknown>
  name: N
}): Values<TValues, N>
export function useWatch<TValues extends FieldValues, P extends Path<TValues>>(props: {
  control: Control<TValues, unknown, unknown>
  name: P
}): PathValue<TValues, P>
export function useWatch({
  control,
  name,
}: {
  control: Control<FieldValues, unknown, unknown>
  name: string | readonly string[]
}): unknown {
  const names = useMemo(() => (typeof name === 'string' ? [name] : [...name]), [typeof name === 'string' ? name : name.join('\n')]) // eslint-disable-line react-hooks/exhaustive-deps
  const read = () => (typeof name === 'string' ? control.get(name) : names.map((entry) => control.get(entry)))
  const [value, setValue] = useState(read)
  useEffect(() => {
    const update = () =>
      setValue((previous: unknown) => {
        const next = read()
        return same(previous, next) ? previous : next
      })
    // A value that changed before this subscription is taken now.
    update()
    return control.watch((changed) => {
      if (changed === undefined || names.some((watched) => pathsMeet(changed, watched))) update()
    })
    // `read` follows `names`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [control, names])
  return value
}

export interface ControllerField<V> {
  name: string
  value: V
  /** A value, or a change event of a native control. */
  onChange: (valueOrEvent: unknown) => void
  onBlur: () => void
  ref: (element: { focus: () => void } | null) => void
}

interface ControllerProps<TValues extends FieldValues, P extends Path<TValues>, TContext = unknown, TOut = TValues> {
  control: Control<TValues, TContext, TOut>
  name: P
}

const fromEvent = (valueOrEvent: unknown) => {
  const target = (valueOrEvent as { target?: unknown } | null)?.target
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement))
    return valueOrEvent
  return target instanceof HTMLInputElement && target.type === 'checkbox' ? target.checked : target.value
}

/** A field the app draws itself (a choice of buttons, a combobox): its value, its message and its handlers. */
export function useController<TValues extends FieldValues, P extends Path<TValues>, TContext = unknown, TOut = TValues>({
  control,
  name,
}: ControllerProps<TValues, P, TContext, TOut>): {
  field: ControllerField<PathValue<TValues, P>>
  fieldState: { error?: FieldError; invalid: boolean }
} {
  const value = useWatch<TValues, P>({ control, name })
  const handlers = useMemo(
    () => ({
      onChange: (valueOrEvent: unknown) => control.change(name, fromEvent(valueOrEvent)),
      onBlur: () => {},
      ref: (element: { focus: () => void } | null) => control.bindFocus(name, element),
    }),
    [control, name],
  )
  // Drawn before the fields after it, so that a message focuses the first field on the page.
  useMemo(() => control.bindFocus(name, null), [control, name])
  const error = control.errorAt(name)
  return { field: { name, value, ...handlers }, fieldState: { error, invalid: Boolean(error) } }
}

/** `useController` as a component: `render` draws the field. */
export function Controller<TValues extends FieldValues, P extends Path<TValues>, TContext = unknown, TOut = TValues>(
  props: ControllerProps<TValues, P, TContext, TOut> & {
    render: (props: {
      field: ControllerField<PathValue<TValues, P>>
      fieldState: { error?: FieldError; invalid: boolean }
      formState: FormState<TValues>
    }) => ReactNode
  },
) {
  const { field, fieldState } = useController(props)
  return <>{props.render({ field, fieldState, formState: props.control.formState })}</>
}
