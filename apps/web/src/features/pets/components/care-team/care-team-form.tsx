import { zodResolver } from '@hookform/resolvers/zod'
import { blanksToNull, type CareTeamContact, type CareTeamRole } from '@pawpulse/domain/care-team'
import { type CareTeamContactInput, careTeamUpsertSchema } from '@pawpulse/domain/care-team-input'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { contactFields } from '#web/lib/pet-labels.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useSaveCareTeamContact } from '#web/features/pets/api/save-care-team-contact.ts'

const fieldNames = contactFields.map((field) => field.key)

/** Every field of one care-team contact; blanks are stored as null. */
export function CareTeamForm({
  petId,
  role,
  contact,
  onDone,
}: {
  petId: string
  role: CareTeamRole
  contact: CareTeamContact | undefined
  onDone: () => void
}) {
  const save = useSaveCareTeamContact(petId, role)
  const form = useForm({
    resolver: zodResolver(careTeamUpsertSchema),
    defaultValues: Object.fromEntries(fieldNames.map((key) => [key, contact?.[key] ?? ''])) as CareTeamContactInput,
  })

  const { register, formState } = form
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await save.mutateAsync(blanksToNull(values))
      onDone()
    },
    fields: fieldNames,
    fallback: `Failed to save the ${role.toLowerCase()}. Please try again.`,
  })

  return (
    <form noValidate onSubmit={submit} aria-label={role} className="grid gap-4">
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        {contactFields.map((field) => (
          <TextField
            key={field.key}
            label={field.label}
            type={'type' in field ? field.type : 'text'}
            autoComplete={field.autoComplete}
            error={formState.errors[field.key]?.message}
            {...register(field.key)}
          />
        ))}
      </div>
      <FormActions
        isPending={formState.isSubmitting}
        submitLabel={`Save ${role.toLowerCase()}`}
        onCancel={onDone}
        cancelLabel="Cancel editing"
      />
    </form>
  )
}
