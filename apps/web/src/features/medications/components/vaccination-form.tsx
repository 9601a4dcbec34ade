import type { PetSummary } from '@pawpulse/domain/pets'
import { localToday } from '@pawpulse/domain/time-zone'
import type { VaccinationView } from '@pawpulse/domain/vaccination-api'
import type { VaccinationInput } from '@pawpulse/domain/vaccination-input'
import { vaccinesFor } from '@pawpulse/domain/vaccines'
import { useWatch, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Field } from '#web/components/ui/field.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { cn } from '#web/lib/cn.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useAddVaccination } from '../api/add-vaccination'
import { useUpdateVaccination } from '../api/update-vaccination'
import {
  emptyVaccination,
  suggestedNextDue,
  vaccinationFieldNames,
  type VaccinationFormValues,
  vaccinationResolver,
  vaccinationValues,
} from './vaccination-form-values'

interface VaccinationFormProps {
  pet: Pick<PetSummary, 'id' | 'species'>
  /** The pet's birthdate when known: it decides the suggestion (a young animal's dose). */
  birthDate: string | null
  /** The pet's vaccinations: an earlier dose of the same vaccine changes the suggestion. */
  others: readonly VaccinationView[]
  vaccination?: VaccinationView
  onDone: () => void
}

/** A vaccination given: a vaccine from the species' core and non-core lists or typed, and its next due date (suggested, editable). */
export function VaccinationForm({ pet, birthDate, others, vaccination, onDone }: VaccinationFormProps) {
  const { timeZone } = useOwnerSettings()
  const add = useAddVaccination(pet.id)
  const update = useUpdateVaccination(pet.id, vaccination?.id ?? '')
  const form = useForm<VaccinationFormValues, unknown, VaccinationInput>({
    resolver: vaccinationResolver,
    defaultValues: vaccination ? vaccinationValues(vaccination) : emptyVaccination(localToday(timeZone)),
  })
  const { register, control, setValue, getValues, formState } = form
  const vaccine = useWatch({ control, name: 'vaccine' })
  const errors = formState.errors
  const { core, nonCore } = vaccinesFor(pet.species)

  // A new vaccine or date proposes its next due date; the owner may change it afterwards.
  const suggest = () => {
    const next = suggestedNextDue(getValues(), { birthDate, others, editingId: vaccination?.id })
    if (next) setValue('nextDueOn', next, { shouldValidate: formState.isSubmitted })
  }

  const submit = useFormSubmit(form, {
    onSubmit: async (body) => {
      await (vaccination ? update.mutateAsync(body) : add.mutateAsync(body))
      onDone()
    },
    fields: vaccinationFieldNames,
    fallback: vaccination ? 'Failed to save the vaccination. Please try again.' : 'Failed to record the vaccination. Please try again.',
  })

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={vaccination ? `Edit ${vaccination.vaccineName}` : 'Record a vaccination'}
      className="grid gap-4"
    >
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label="Vaccine" error={errors.vaccine?.message}>
          {(control) => (
            <select
              {...control}
              {...register('vaccine', { onChange: suggest })}
              className={cn(
                'h-10 w-full rounded-md border border-input bg-card px-3 text-base text-foreground sm:text-sm',
                'aria-invalid:border-destructive disabled:opacity-60',
              )}
            >
              <option value="">Choose a vaccine</option>
              <optgroup label="Core">
                {core.map((v) => (
                  <option key={v.key} value={v.key}>
                    {v.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Non-core">
                {nonCore.map((v) => (
                  <option key={v.key} value={v.key}>
                    {v.name}
                  </option>
                ))}
              </optgroup>
              <option value="other">Other (type the name)</option>
            </select>
          )}
        </Field>
        {vaccine === 'other' ? <TextField label="Vaccine name" error={errors.vaccineName?.message} {...register('vaccineName')} /> : null}
        <TextField label="Given on" type="date" error={errors.givenOn?.message} {...register('givenOn', { onChange: suggest })} />
        <TextField
          label="Next due"
          type="date"
          hint={
            vaccine === 'other'
              ? 'Leave empty if no further dose is planned.'
              : 'Suggested from the vaccine’s schedule; change it to what your vet said.'
          }
          error={errors.nextDueOn?.message}
          {...register('nextDueOn')}
        />
        <TextField label="Clinic" autoComplete="off" error={errors.clinic?.message} {...register('clinic')} />
        <TextField label="Batch / lot number" autoComplete="off" error={errors.batchNumber?.message} {...register('batchNumber')} />
      </div>
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
      <FormActions
        isPending={formState.isSubmitting}
        submitLabel={vaccination ? 'Save vaccination' : 'Record vaccination'}
        onCancel={onDone}
      />
    </form>
  )
}
