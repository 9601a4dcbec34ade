import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Path } from 'react-hook-form'
import { useForm } from 'react-hook-form'
import type { ZodType } from 'zod'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'

export interface TextFieldSpec<K extends string> {
  key: K
  label: string
  hint?: string
  /** A paragraph rather than a line. */
  long?: boolean
}

/**
 * The form of a section made only of text (diet, fun facts): every field at once, checked with the
 * API's schema; a blank field is cleared, and the server's messages go under their fields.
 */
export function TextSectionForm<K extends string>({
  label,
  fields,
  schema,
  current,
  save,
  onDone,
}: {
  label: string
  fields: readonly TextFieldSpec<K>[]
  schema: ZodType<Partial<Record<K, string | null>>>
  current: Partial<Record<K, string | null>> | null
  save: (body: Record<K, string>) => Promise<unknown>
  onDone: () => void
}) {
  const form = useForm<Record<K, string> & FieldValues>({
    resolver: zodResolver(schema as never),
    defaultValues: Object.fromEntries(fields.map((field) => [field.key, current?.[field.key] ?? ''])) as never,
  })
  const { register, formState } = form
  const names = fields.map((field) => field.key as unknown as Path<Record<K, string> & FieldValues>)
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await save(values as Record<K, string>)
      onDone()
    },
    fields: names,
    fallback: `Failed to save the ${label.toLowerCase()}. Please try again.`,
  })
  const errorOf = (key: K) => (formState.errors as Record<string, { message?: string } | undefined>)[key]?.message

  return (
    <form noValidate onSubmit={submit} aria-label={label} className="grid gap-4">
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) =>
          field.long ? (
            <TextareaField
              key={field.key}
              label={field.label}
              hint={field.hint}
              className="sm:col-span-2"
              error={errorOf(field.key)}
              {...register(field.key as never)}
            />
          ) : (
            <TextField key={field.key} label={field.label} hint={field.hint} error={errorOf(field.key)} {...register(field.key as never)} />
          ),
        )}
      </div>
      <FormActions
        isPending={formState.isSubmitting}
        submitLabel={`Save ${label.toLowerCase()}`}
        onCancel={onDone}
        cancelLabel="Cancel editing"
      />
    </form>
  )
}
