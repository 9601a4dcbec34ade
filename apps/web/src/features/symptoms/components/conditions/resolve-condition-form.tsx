import { zodResolver } from '@hookform/resolvers/zod'
import { conditionResolveSchema } from '@pawpulse/domain/condition-api'
import { localToday } from '@pawpulse/domain/time-zone'
import { useForm } from 'react-hook-form'
import { Button } from '../../../../components/ui/button'
import { FormAlert } from '../../../../components/ui/form-alert'
import { TextField } from '../../../../components/ui/text-field'
import { useOwnerSettings } from '../../../../lib/auth/owner-settings'
import { showServerErrors } from '../../../../lib/server-errors'
import { useResolveCondition } from '../../api/resolve-condition'

/** Spec §4: a resolution date makes the condition resolved; it defaults to the owner's today. */
export function ResolveConditionForm({ petId, conditionId, label, onDone }: { petId: string; conditionId: string; label: string; onDone: () => void }) {
  const { timeZone } = useOwnerSettings()
  const resolve = useResolveCondition(petId, conditionId)
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(conditionResolveSchema),
    defaultValues: { resolutionDate: localToday(timeZone) },
  })

  const submit = handleSubmit(async (values) => {
    try {
      await resolve.mutateAsync(values.resolutionDate)
      onDone()
    } catch (error) {
      showServerErrors(error, { fields: ['resolutionDate'], setError, fallback: 'Failed to resolve the condition. Please try again.' })
    }
  })

  return (
    <form noValidate onSubmit={submit} aria-label={`Resolve ${label}`} className="grid gap-3 rounded-md bg-muted p-3">
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField label="Resolution date" type="date" className="max-w-xs" error={formState.errors.resolutionDate?.message} {...register('resolutionDate')} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="sm" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? 'Saving…' : 'Mark as resolved'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone} disabled={formState.isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
