import type { Path, PathValue } from './paths'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any record, as every form library types it; the form's own type narrows it
export type FieldValues = Record<string, any>

/** A message under a field: the schema's (`type` is its issue code), the server's ('server'), or the form's. */
export interface FieldError {
  type: string
  message?: string
}

type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob

type ErrorsOf<V> = [NonNullable<V>] extends [Leaf]
  ? FieldError
  : NonNullable<V> extends readonly (infer Item)[]
    ? FieldError & { root?: FieldError; [index: number]: ErrorsOf<Item> | undefined }
    : FieldError & { [K in keyof NonNullable<V>]?: ErrorsOf<NonNullable<V>[K]> }

/** The form's messages, shaped like its values; `root` holds the form's own ('root.server'). */
export type FieldErrors<T> = { [K in keyof T]?: ErrorsOf<T[K]> } & {
  root?: Partial<FieldError> & Record<string, Partial<FieldError> | undefined>
}

export type ResolverResult<TValues, TOut> =
  { values: TOut; errors: Record<string, never> } | { values: Record<string, never>; errors: FieldErrors<TValues> }

/** Checks the form's values: the values to send, or the messages to show. */
export type Resolver<TValues extends FieldValues, TContext = unknown, TOut = TValues> = (
  values: TValues,
  context?: TContext,
) => Promise<ResolverResult<TValues, TOut>> | ResolverResult<TValues, TOut>

export type DeepPartial<T> = unknown extends T
  ? T
  : T extends Leaf
    ? T
    : T extends readonly unknown[]
      ? T
      : { [K in keyof T]?: DeepPartial<T[K]> }

export interface RegisterOptions {
  /** Turns the control's string (or a checkbox's boolean or list) into the form's value. */
  setValueAs?: (value: unknown) => unknown
  /** Called after the form has taken the new value. */
  onChange?: (event: { target: EventTarget & { value: string } }) => void
}

export interface RegisterReturn<P extends string> {
  name: P
  ref: (element: FieldElement | null) => void | (() => void)
  onChange: (event: { target: EventTarget }) => void
  onBlur: () => void
}

export type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

export interface FormState<TValues> {
  errors: FieldErrors<TValues>
  isSubmitting: boolean
  /** A submit has been attempted: from then on a field is checked again as it changes. */
  isSubmitted: boolean
}

export interface SetValueOptions {
  shouldValidate?: boolean
}

export type ErrorPath<TValues> = Path<TValues> | 'root' | `root.${string}`

/** The part of a form that its fields and watchers share (`form.control`). */
export interface Control<TValues extends FieldValues = FieldValues, TContext = unknown, TOut = TValues> {
  /** The current value at `name`. */
  get: (name: string) => unknown
  /** Takes a new value for `name` from a field (or a Controller), then checks it again if the form was submitted. */
  change: (name: string, value: unknown) => void
  /** The field's message, if any. */
  errorAt: (name: string) => FieldError | undefined
  /** Listens for value changes: `name` changed, or every value (a reset). */
  watch: (listener: (name?: string) => void) => () => void
  /** Where to move focus for `name`'s message (a Controller's element). */
  bindFocus: (name: string, element: { focus: () => void } | null) => void
  readonly formState: FormState<TValues>
  /** Types only: the context and the checked values' type travel with the control. */
  readonly _types?: { context: TContext; out: TOut }
}

export interface UseFormReturn<TValues extends FieldValues, TContext = unknown, TOut = TValues> {
  register: <P extends Path<TValues>>(name: P, options?: RegisterOptions) => RegisterReturn<P>
  handleSubmit: (
    onValid: (values: TOut) => unknown,
    onInvalid?: (errors: FieldErrors<TValues>) => unknown,
  ) => (event?: { preventDefault?: () => void }) => Promise<void>
  readonly formState: FormState<TValues>
  control: Control<TValues, TContext, TOut>
  /** Back to `values` (which become the new start), or to the start values. */
  reset: (values?: TValues) => void
  setValue: <P extends Path<TValues>>(name: P, value: PathValue<TValues, P>, options?: SetValueOptions) => void
  getValues: {
    (): TValues
    <P extends Path<TValues>>(name: P): PathValue<TValues, P>
  }
  setError: (name: ErrorPath<TValues>, error: FieldError, options?: { shouldFocus?: boolean }) => void
  setFocus: (name: Path<TValues>) => void
  /** Checks `name` (or every field) now; whether it is valid. */
  trigger: (name?: Path<TValues>) => Promise<boolean>
}

export type UseFormSetError<TValues extends FieldValues> = UseFormReturn<TValues>['setError']
