import { useEffect, useReducer, useState } from 'react'
import type {
  Control,
  DeepPartial,
  FieldElement,
  FieldError,
  FieldErrors,
  FieldValues,
  FormState,
  RegisterOptions,
  RegisterReturn,
  Resolver,
  UseFormReturn,
} from './form-types'
import { getPath, pathsMeet, setPath } from './paths'

export interface UseFormOptions<TValues extends FieldValues, TContext, TOut> {
  resolver?: Resolver<TValues, TContext, TOut>
  defaultValues?: DeepPartial<TValues>
  context?: TContext
}

interface Field {
  elements: Set<FieldElement>
  options: RegisterOptions
  /** A Controller's element, for focus. */
  focusTarget?: { focus: () => void } | null
  register: RegisterReturn<string>
}

const isChoice = (element: FieldElement): element is HTMLInputElement =>
  element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')

/** Shows `value` in a control the form does not render itself (register's fields are uncontrolled). */
function write(element: FieldElement, value: unknown) {
  if (isChoice(element)) {
    element.checked =
      element.type === 'checkbox'
        ? Array.isArray(value)
          ? value.includes(element.value)
          : value === true
        : String(value) === element.value
  } else if (element.type !== 'file') {
    element.value = value === null || value === undefined ? '' : String(value)
  }
}

/** A message, rather than the messages of the fields under it. */
const isFieldError = (node: unknown): node is FieldError => typeof (node as FieldError | undefined)?.type === 'string'

/**
 * Messages keyed by dotted paths ('schedule.frequency') as nested objects, the way they are read. A
 * list's own message ('…more than 100%') and its rows' ('breedMix.0.breed') are kept side by side.
 */
export function nestErrors<T>(errors: Record<string, unknown>): FieldErrors<T> {
  let nested: Record<string, unknown> = {}
  for (const [key, error] of Object.entries(errors)) {
    const existing = getPath(nested, key)
    nested = setPath(nested, key, existing !== null && typeof existing === 'object' ? { ...existing, ...(error as object) } : error)
  }
  return nested as FieldErrors<T>
}

/**
 * The form's state outside React: values, messages and fields. Fields registered with `register`
 * are uncontrolled (the browser holds what is typed; each change is copied here), so typing
 * renders nothing; a Controller or `useWatch` renders again only when its own value changes.
 */
function createForm<TValues extends FieldValues, TContext, TOut>(
  initial: UseFormOptions<TValues, TContext, TOut>,
): {
  form: UseFormReturn<TValues, TContext, TOut>
  setOptions: (next: UseFormOptions<TValues, TContext, TOut>) => void
  onState: (listener: () => void) => () => void
} {
  let options = initial
  let defaults = structuredClone(initial.defaultValues ?? {}) as TValues
  let values = structuredClone(defaults)
  let state: FormState<TValues> = { errors: {}, isSubmitting: false, isSubmitted: false }
  const fields = new Map<string, Field>()
  const valueListeners = new Set<(name?: string) => void>()
  const stateListeners = new Set<() => void>()
  let checks = 0

  const setState = (next: Partial<FormState<TValues>>) => {
    state = { ...state, ...next }
    for (const listener of stateListeners) listener()
  }
  const connected = (field: Field | undefined) => [...(field?.elements ?? [])].filter((element) => element.isConnected)
  const errorAt = (name: string) => {
    const node = getPath(state.errors, name)
    return isFieldError(node) ? node : undefined
  }
  const focus = (name: string) => {
    const field = fields.get(name)
    const target = connected(field)[0] ?? field?.focusTarget
    target?.focus()
    return Boolean(target)
  }
  const resolve = async () =>
    options.resolver ? options.resolver(values, options.context) : { values: values as unknown as TOut, errors: {} }

  /** Checks the whole form, keeps the messages of `names` only (or all), and says whether those are valid. */
  const check = async (names?: string[]) => {
    const run = ++checks
    const result = await resolve()
    // A later change started its own check: this answer is out of date.
    if (run !== checks) return true
    const found = nestErrors<TValues>(result.errors as Record<string, unknown>)
    if (!names) {
      setState({ errors: found })
      return Object.keys(result.errors).length === 0
    }
    let errors = state.errors
    for (const name of names) errors = setPath(errors, name, getPath(found, name))
    setState({ errors })
    return names.every((name) => getPath(found, name) === undefined)
  }

  const notify = (name?: string) => {
    for (const listener of valueListeners) listener(name)
  }
  /** Shows the values in every registered control at or under `name` (every control without it). */
  const show = (name?: string) => {
    for (const [fieldName, field] of fields)
      if (name === undefined || pathsMeet(name, fieldName)) for (const element of field.elements) write(element, getPath(values, fieldName))
  }
  const change = (name: string, value: unknown) => {
    values = setPath(values, name, value)
    notify(name)
    if (state.isSubmitted) void check([name])
  }

  /** What a control says now: a checkbox group its ticked values, one checkbox yes or no, others their text. */
  const read = (name: string, target: FieldElement): unknown => {
    if (target instanceof HTMLInputElement && target.type === 'checkbox') {
      const boxes = connected(fields.get(name)).filter(isChoice)
      const isList = boxes.length > 1 || Array.isArray(getPath(values, name)) || Array.isArray(getPath(defaults, name))
      return isList ? boxes.filter((box) => box.checked).map((box) => box.value) : target.checked
    }
    return target.value
  }

  const fieldOf = (name: string): Field => {
    let field = fields.get(name)
    if (!field) {
      const created: Field = {
        elements: new Set(),
        options: {},
        register: {
          name,
          // React 19 calls the returned function when the element goes; a wrapper that drops it
          // leaves a detached element behind, which `connected` skips.
          ref: (element) => {
            if (!element || created.elements.has(element)) return
            created.elements.add(element)
            write(element, getPath(values, name))
            return () => created.elements.delete(element)
          },
          onChange: (event) => {
            const raw = read(name, event.target as FieldElement)
            change(name, created.options.setValueAs ? created.options.setValueAs(raw) : raw)
            created.options.onChange?.(event as { target: EventTarget & { value: string } })
          },
          onBlur: () => {},
        },
      }
      field = created
      fields.set(name, field)
    }
    return field
  }

  const control: Control<TValues, TContext, TOut> = {
    get: (name) => getPath(values, name),
    change,
    errorAt,
    watch: (listener) => {
      valueListeners.add(listener)
      return () => {
        valueListeners.delete(listener)
      }
    },
    bindFocus: (name, element) => {
      fieldOf(name).focusTarget = element
    },
    get formState() {
      return state
    },
  }

  const form: UseFormReturn<TValues, TContext, TOut> = {
    register: (name, registerOptions) => {
      const field = fieldOf(name)
      field.options = registerOptions ?? {}
      return field.register as RegisterReturn<typeof name>
    },
    handleSubmit: (onValid, onInvalid) => async (event) => {
      event?.preventDefault?.()
      checks += 1
      setState({ isSubmitting: true })
      let failure: { error: unknown } | undefined
      try {
        const result = await resolve()
        const errors = nestErrors<TValues>(result.errors as Record<string, unknown>)
        setState({ errors })
        if (Object.keys(result.errors).length === 0) {
          try {
            await onValid(result.values as TOut)
          } catch (error) {
            failure = { error }
          }
        } else {
          // The first field with a message, in the order the fields were drawn.
          for (const name of fields.keys()) if (errorAt(name) && focus(name)) break
          await onInvalid?.(errors)
        }
      } finally {
        setState({ isSubmitting: false, isSubmitted: true })
      }
      if (failure) throw failure.error
    },
    get formState() {
      return state
    },
    control,
    reset: (next) => {
      if (next !== undefined) defaults = structuredClone(next)
      values = structuredClone(defaults)
      checks += 1
      show()
      notify()
      setState({ errors: {}, isSubmitted: false })
    },
    setValue: (name, value, setOptions) => {
      values = setPath(values, name, value)
      show(name)
      notify(name)
      if (setOptions?.shouldValidate) void check([name])
    },
    getValues: ((name?: string) => (name === undefined ? values : getPath(values, name))) as UseFormReturn<
      TValues,
      TContext,
      TOut
    >['getValues'],
    setError: (name, error, errorOptions) => {
      setState({ errors: setPath(state.errors, name, error) })
      if (errorOptions?.shouldFocus) focus(name)
    },
    setFocus: (name) => {
      focus(name)
    },
    trigger: (name) => check(name === undefined ? undefined : [name]),
  }

  return {
    form,
    setOptions: (next) => {
      options = next
    },
    onState: (listener) => {
      stateListeners.add(listener)
      return () => {
        stateListeners.delete(listener)
      }
    },
  }
}

/**
 * A form: `register` for native controls, `Controller` (form-fields.tsx) for the app's own, a
 * resolver (zod-resolver.ts) to check the values on submit, and again field by field once
 * submitted. The same calls as react-hook-form, which it replaced (decision 048), for the part of
 * it the app uses.
 */
export function useForm<TValues extends FieldValues, TContext = unknown, TOut = TValues>(
  options: UseFormOptions<TValues, TContext, TOut> = {},
): UseFormReturn<TValues, TContext, TOut> {
  const [{ form, setOptions, onState }] = useState(() => createForm(options))
  const [, rendered] = useReducer((count: number) => count + 1, 0)
  // The latest resolver: a form built from props checks with this render's.
  setOptions(options)
  const drawn = form.formState
  useEffect(() => {
    const stop = onState(rendered)
    // A change made before this subscription (by a field's own effect) is drawn now.
    if (form.formState !== drawn) rendered()
    return stop
    // Once: `drawn` is the first render's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, onState])
  return form
}
