import { zodResolver } from '@hookform/resolvers/zod'
import type { SymptomLogView } from '@pawpulse/domain/symptom-api'
import { fromLocalInputValue } from '@pawpulse/domain/time-zone'
import type { Resolver, Path } from 'react-hook-form'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useLogSymptoms } from '#web/features/symptoms/api/log-symptoms.ts'
import { useUpdateSymptomLog } from '#web/features/symptoms/api/update-symptom-log.ts'
import { GenericFields } from './generic-fields'
import { IbdFields } from './ibd-fields'
import { MvdFields } from './mvd-fields'
import { newSymptomValues, type SymptomFormValues, symptomFieldNames, symptomFormSchema, symptomValuesOf } from './symptom-form-values'

interface SymptomLogFormProps {
  petId: string
  conditionId: string
  label: string
  /** Editing this entry; a new entry without it. */
  log?: SymptomLogView
  onDone?: () => void
}

/** One day's symptoms for a condition: MVD and IBD have their own measures, others the generic ones. */
export function SymptomLogForm({ petId, conditionId, label, log, onDone }: SymptomLogFormProps) {
  const { timeZone } = useOwnerSettings()
  const create = useLogSymptoms(petId, label)
  const update = useUpdateSymptomLog(petId, log?.id ?? '')
  const form = useForm<SymptomFormValues>({
    // The measures' type depends on the condition, known only at run time: the form holds them loosely.
    resolver: zodResolver(symptomFormSchema(conditionId, timeZone)) as unknown as Resolver<SymptomFormValues>,
    defaultValues: log ? symptomValuesOf(log, timeZone) : newSymptomValues(conditionId, timeZone),
  })
  const { register, getValues, reset, formState } = form
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      // Taken on the owner's clock, sent with its offset, stored in UTC (docs/product/health-tracking.md#dates-times-and-time-zones).
      const body = {
        loggedAt: fromLocalInputValue(values.loggedAt, timeZone) ?? values.loggedAt,
        symptoms: values.symptoms,
        notes: values.notes.trim() || null,
      }
      if (log) await update.mutateAsync(body)
      else await create.mutateAsync({ conditionId, ...body })
      if (log) onDone?.()
      else reset(newSymptomValues(conditionId, timeZone))
    },
    // The measures shown depend on the condition.
    fields: () => symptomFieldNames(getValues()) as Path<SymptomFormValues>[],
    fallback: 'Failed to save the symptoms. Please try again.',
  })

  const formName = log ? `Edit the ${label} entry` : `Log ${label} symptoms`
  return (
    <form noValidate onSubmit={submit} aria-label={formName} className="grid gap-5">
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField
        label="Date and time"
        type="datetime-local"
        className="max-w-xs"
        error={formState.errors.loggedAt?.message}
        {...register('loggedAt')}
      />
      {conditionId === 'mvd' ? (
        <MvdFields form={form} />
      ) : conditionId === 'ibd' ? (
        <IbdFields form={form} />
      ) : (
        <GenericFields form={form} />
      )}
      <TextareaField label="Notes" error={formState.errors.notes?.message} {...register('notes')} />
      <FormActions isPending={formState.isSubmitting} submitLabel={log ? 'Save changes' : 'Save entry'} onCancel={onDone} />
    </form>
  )
}
