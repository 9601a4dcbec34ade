import { zodResolver } from '@hookform/resolvers/zod'
import { blanksToNull, type CareTeamContact, type CareTeamContactInput, type CareTeamRole, careTeamUpsertSchema } from '@pawpulse/domain/care-team'
import { useForm } from 'react-hook-form'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { contactFields } from '../../../../lib/pet-labels'
import { showServerErrors } from '../../../../lib/server-errors'
import { useSaveCareTeamContact } from '../../api/save-care-team-contact'

const fieldNames = contactFields.map((field) => field.key)

/** Every field of one care-team contact; blanks are stored as null (spec §5). */
export function CareTeamForm({ petId, role, contact, onDone }: { petId: string; role: CareTeamRole; contact: CareTeamContact | undefined; onDone: () => void }) {
  const save = useSaveCareTeamContact(petId, role)
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(careTeamUpsertSchema),
    defaultValues: Object.fromEntries(fieldNames.map((key) => [key, contact?.[key] ?? ''])) as CareTeamContactInput,
  })

  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync(blanksToNull(values))
      onDone()
    } catch (error) {
      showServerErrors(error, { fields: fieldNames, setError, fallback: `Failed to save the ${role.toLowerCase()}. Please try again.` })
    }
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
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : `Save ${role.toLowerCase()}`}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel editing
        </Button>
      </div>
    </form>
  )
}
