import { zodResolver } from '@hookform/resolvers/zod'
import { acquisitionSources, petUpdateSchema, sexes } from '@pawpulse/domain/pet-input'
import { type PetDetail, species } from '@pawpulse/domain/pets'
import type { UnitSystem } from '@pawpulse/domain/profile'
import { trackers } from '@pawpulse/domain/trackers'
import { weightUnits } from '@pawpulse/domain/units'
import { Controller, useWatch, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { acquisitionSourceLabels, sexLabels, speciesLabels, trackerLabels } from '#web/lib/pet-labels.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useUpdatePet } from '../api/update-pet'
import { NicknamesInput } from './nicknames-input'
import { PetBreedEditor } from './pet-breed-editor'
import { asBooleanOrNull, asNumberOrNull, asTextOrNull } from '#web/lib/form-values.ts'
import { petFieldNames, petFormValues } from './pet-form-values'

const options = <K extends string>(keys: readonly K[], labels: Record<K, string>) => keys.map((value) => ({ value, label: labels[value] }))

const petResolver = zodResolver(petUpdateSchema)
/**
 * The schema's messages, nested by their own paths. The breed mix is one controlled value (no field
 * of a row is registered), so the resolver is not told the registered names: otherwise it would
 * take `breedMix` for a plain field and let the mix's own message ('…more than 100%') replace the
 * rows' ('Breed is required'). From the paths alone it files the mix's message under `root`.
 */
const resolver: typeof petResolver = (values, context, resolverOptions) =>
  petResolver(values, context, { ...resolverOptions, names: undefined })

/** Edits every field of the pet with the API's own schema (petUpdateSchema through zodResolver). */
export function PetEditForm({ pet, unitSystem, onDone }: { pet: PetDetail; unitSystem: UnitSystem | null; onDone: () => void }) {
  const update = useUpdatePet(pet.id)
  const form = useForm({ resolver, defaultValues: petFormValues(pet, unitSystem) })
  const { register, control, formState } = form
  const [isMicrochipped, acquisitionSource] = useWatch({ control, name: ['microchipped', 'acquisitionSource'] })
  const errors = formState.errors

  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await update.mutateAsync(values)
      onDone()
    },
    // The failure toast has been shown too (useUpdatePet); field messages go under their fields.
    fields: petFieldNames,
    fallback: 'Failed to update pet. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label={`Edit ${pet.name}`} className="grid gap-5">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <SelectField label="Species" options={options(species, speciesLabels)} error={errors.species?.message} {...register('species')} />
        <PetBreedEditor form={form} />
        <TextField
          label="Birthdate"
          type="date"
          error={errors.birthdate?.message}
          {...register('birthdate', { setValueAs: asTextOrNull })}
        />
        <div className="grid content-end">
          <Checkbox label="The birthdate is an estimate" {...register('birthdateEstimated')} />
        </div>
        <TextField
          label="Age in years"
          type="number"
          min={0}
          step="0.5"
          hint="Used only when there is no birthdate."
          error={errors.age?.message}
          {...register('age', { setValueAs: asNumberOrNull })}
        />
        <div className="grid grid-cols-[1fr_7rem] gap-3">
          <TextField
            label="Weight"
            type="number"
            min={0}
            step="0.1"
            error={errors.weight?.message}
            {...register('weight', { setValueAs: asNumberOrNull })}
          />
          <SelectField
            label="Unit"
            options={weightUnits.map((unit) => ({ value: unit, label: unit }))}
            error={errors.weightUnit?.message}
            {...register('weightUnit')}
          />
        </div>
        <SelectField
          label="Sex"
          emptyLabel="Not specified"
          options={options(sexes, sexLabels)}
          error={errors.sex?.message}
          {...register('sex', { setValueAs: asTextOrNull })}
        />
        <TextField label="Colour" error={errors.color?.message} {...register('color', { setValueAs: asTextOrNull })} />
        <SelectField
          label="Neutered or spayed"
          emptyLabel="Not specified"
          options={[
            { value: 'true', label: 'Yes' },
            { value: 'false', label: 'No' },
          ]}
          error={errors.neutered?.message}
          {...register('neutered', { setValueAs: asBooleanOrNull })}
        />
        <div className="grid content-start gap-2">
          <Checkbox label="Microchipped" {...register('microchipped')} />
          {errors.microchipped ? <p className="text-sm text-destructive">{errors.microchipped.message}</p> : null}
          {isMicrochipped ? (
            <TextField
              label="Microchip number"
              error={errors.microchipId?.message}
              {...register('microchipId', { setValueAs: asTextOrNull })}
            />
          ) : null}
        </div>
        <div className="grid content-start gap-3">
          <SelectField
            label="Where did your pet come from?"
            emptyLabel="Not specified"
            options={options(acquisitionSources, acquisitionSourceLabels)}
            error={errors.acquisitionSource?.message}
            {...register('acquisitionSource', { setValueAs: asTextOrNull })}
          />
          {acquisitionSource ? (
            <TextField
              label="Details about where your pet came from"
              error={errors.acquisitionSourceDetails?.message}
              {...register('acquisitionSourceDetails', { setValueAs: asTextOrNull })}
            />
          ) : null}
        </div>
        <Controller
          control={control}
          name="nickNames"
          render={({ field, fieldState }) => (
            <NicknamesInput value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </div>
      <Fieldset legend="Symptom tracking">
        <div className="grid gap-x-4 sm:grid-cols-3">
          {trackers.map((tracker) => (
            <Checkbox key={tracker} value={tracker} label={trackerLabels[tracker]} {...register('enabledVitals')} />
          ))}
        </div>
      </Fieldset>
      <FormActions isPending={formState.isSubmitting} submitLabel="Save changes" onCancel={onDone} cancelLabel="Cancel editing" />
    </form>
  )
}
