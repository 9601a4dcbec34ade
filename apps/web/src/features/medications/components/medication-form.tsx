import { medicationFrequencies } from '@pawpulse/domain/schedule'
import { useId, useMemo } from 'react'
import { useWatch, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { asNumberOrNull } from '#web/lib/form-values.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useAddMedication } from '../api/add-medication'
import { useUpdateMedication } from '../api/update-medication'
import type { MedicationView } from '@pawpulse/domain/medication-api'
import type { MedicationCreate } from '@pawpulse/domain/medication-input'
import {
  isScheduleLabel,
  emptyMedication,
  medicationFieldNames,
  type MedicationFormValues,
  medicationResolverFor,
  medicationValues,
} from './medication-form-values'
import { categorySuggestions, medicationFrequencyLabels, routeSuggestions } from './medication-labels'

const howOftenOptions = [
  ...medicationFrequencies.map((value) => ({ value, label: medicationFrequencyLabels[value] })),
  { value: 'interval', label: 'Every … hours' },
]

/**
 * A medication: name, dosage, frequency, route, category, start and end dates, notes. Given a
 * `medication`, the form edits it (every field; a frequency onboarding took in words is shown
 * until "How often" is chosen).
 */
export function MedicationForm({ petId, medication, onDone }: { petId: string; medication?: MedicationView; onDone: () => void }) {
  const add = useAddMedication(petId)
  const update = useUpdateMedication(petId, medication?.id ?? '', { success: 'Medication saved' })
  const listId = useId()
  // The owner's own words, kept through any edit; a schedule's label is not (it follows the schedule).
  const writtenFrequency = medication && !isScheduleLabel(medication.frequency) ? medication.frequency : null
  const resolver = useMemo(() => medicationResolverFor(writtenFrequency), [writtenFrequency])
  const form = useForm<MedicationFormValues, unknown, MedicationCreate>({
    resolver,
    defaultValues: medication ? medicationValues(medication) : emptyMedication,
  })
  const { register, control, formState } = form
  const howOften = useWatch({ control, name: 'howOften' })
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: async (body) => {
      await (medication ? update.mutateAsync(body) : add.mutateAsync(body))
      onDone()
    },
    fields: medicationFieldNames,
    fallback: medication ? 'Failed to save the medication. Please try again.' : 'Failed to add the medication. Please try again.',
  })
  const howOftenHint =
    writtenFrequency && howOften === ''
      ? `Written as “${writtenFrequency}”. Choose how often to see when the next dose is due.`
      : 'Sets when the next dose is due.'

  return (
    <form noValidate onSubmit={submit} aria-label={medication ? `Edit ${medication.name}` : 'Add a medication'} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Medication name" error={errors.name?.message} {...register('name')} />
        <TextField label="Dosage" hint="As on the label: 2.5 mg, half a tablet…" error={errors.dosage?.message} {...register('dosage')} />
        <SelectField
          label="How often"
          emptyLabel="Not said"
          options={howOftenOptions}
          hint={howOftenHint}
          error={errors.howOften?.message}
          {...register('howOften')}
        />
        {howOften === 'interval' ? (
          <TextField
            label="Hours between doses"
            type="number"
            inputMode="numeric"
            min={1}
            max={720}
            error={errors.intervalHours?.message}
            {...register('intervalHours', { setValueAs: asNumberOrNull })}
          />
        ) : null}
        <TextField label="Route" list={`${listId}-route`} error={errors.route?.message} {...register('route')} />
        <TextField label="Category" list={`${listId}-category`} error={errors.category?.message} {...register('category')} />
        <TextField label="Start date" type="date" error={errors.startDate?.message} {...register('startDate')} />
        <TextField
          label="End date"
          type="date"
          hint="Leave empty while it goes on."
          error={errors.endDate?.message}
          {...register('endDate')}
        />
      </div>
      <datalist id={`${listId}-route`}>
        {routeSuggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <datalist id={`${listId}-category`}>
        {categorySuggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
      <FormActions
        isPending={formState.isSubmitting}
        submitLabel={medication ? 'Save changes' : 'Add medication'}
        pendingLabel={medication ? 'Saving…' : 'Adding…'}
        onCancel={onDone}
      />
    </form>
  )
}
