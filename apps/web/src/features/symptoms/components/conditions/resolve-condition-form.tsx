import { zodResolver } from '@hookform/resolvers/zod'
import { conditionResolveSchema } from '@pawpulse/domain/condition-input'
import { localToday } from '@pawpulse/domain/time-zone'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useResolveCondition } from '#web/features/symptoms/api/resolve-condition.ts'

/** A resolution date makes the condition resolved; it defaults to the owner's today. */
export function ResolveConditionForm({
  petId,
  conditionId,
  label,
  onDone,
}: {
  petId: string
  conditionId: string
  label: string
  onDone: () => void
}) {
  const { timeZone } = useOwnerSettings()
  const resolve = useResolveCondition(petId, conditionId)
  const form = useForm({
    resolver: zodResolver(conditionResolveSchema),
    defaultValues: { resolutionDate: localToday(timeZone) },
  })

  const { register, formState } = form
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await resolve.mutateAsync(values.resolutionDate)
      onDone()
    },
    fields: ['resolutionDate'],
    fallback: 'Failed to resolve the condition. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label={`Resolve ${label}`} className="grid gap-3 rounded-md bg-muted p-3">
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField
        label="Resolution date"
        type="date"
        className="max-w-xs"
        error={formState.errors.resolutionDate?.message}
        {...register('resolutionDate')}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Mark as resolved" onCancel={onDone} size="sm" />
    </form>
  )
}
