import { safetyNotes } from '@pawpulse/domain/parasite-products'
import { localToday } from '@pawpulse/domain/time-zone'
import { coversOf } from '@pawpulse/domain/treatment-covers'
import type { Species } from '@pawpulse/domain/pets'
import type { TreatmentProduct } from '@pawpulse/domain/treatment-api'
import type { PetTreatmentInput } from '@pawpulse/domain/treatment-input'
import { useState } from 'react'
import { Controller, useWatch, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useAddTreatment } from '../api/add-treatment'
import { useManufacturers } from '../api/get-manufacturers'
import { useTreatmentProducts } from '../api/get-treatment-products'
import { OwnBrandFields } from './own-brand-fields'
import { SafetyNotes } from './safety-notes'
import {
  emptyTreatment,
  type ProductChoice,
  treatmentFieldNames,
  type TreatmentFormValues,
  treatmentResolver,
} from './treatment-form-values'
import { frequencyOptions, productLabel, typeOptions } from './treatment-labels'

const choiceOf = (product: TreatmentProduct): ProductChoice => `${product.source}:${product.id}`

/** A parasite treatment given: picked from the seeded products (by type and maker), the owner's own, or typed. */
export function TreatmentForm({ petId, species, onDone }: { petId: string; species: Species; onDone: () => void }) {
  const { timeZone } = useOwnerSettings()
  const add = useAddTreatment(petId)
  const [isAddingOwn, setIsAddingOwn] = useState(false)
  const form = useForm<TreatmentFormValues, unknown, PetTreatmentInput>({
    resolver: treatmentResolver,
    defaultValues: emptyTreatment(localToday(timeZone)),
  })
  const { register, control, setValue, formState } = form
  const [type, manufacturer, choice, typedName] = useWatch({ control, name: ['treatmentType', 'manufacturer', 'product', 'productName'] })
  const products = useTreatmentProducts({ species, type: type || undefined, manufacturer: manufacturer || undefined })
  const manufacturers = useManufacturers()
  const product = products.data?.find((entry) => choiceOf(entry) === choice)
  const errors = formState.errors
  // A typed name is judged as the server judges it once saved (the pet's species, the chosen type),
  // so "Advantix" typed for a cat warns before saving, not after.
  const notes =
    choice === 'name'
      ? safetyNotes({ brand: typedName ?? '', species: [species], covers: coversOf(type ? [type] : []) }, species)
      : (product?.safetyNotes ?? [])

  const choose = (next: TreatmentProduct | undefined) => {
    // A listed product brings its own interval and type (treatment_details.default_frequency).
    setValue('variant', '')
    if (next?.defaultFrequency) setValue('frequency', next.defaultFrequency)
    if (next && !type && next.types[0]) setValue('treatmentType', next.types[0])
  }

  // A new filter lists other products: the one chosen may no longer be among them.
  const clearProduct = () => setValue('product', '')

  const submit = useFormSubmit(form, {
    onSubmit: async (body) => {
      await add.mutateAsync(body)
      onDone()
    },
    fields: treatmentFieldNames,
    fallback: 'Failed to record the treatment. Please try again.',
  })

  const productOptions = [
    ...(products.data ?? []).map((entry) => ({ value: choiceOf(entry), label: productLabel(entry) })),
    { value: 'name', label: 'Not on the list: type its name' },
  ]
  return (
    <form noValidate onSubmit={submit} aria-label="Record a treatment" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Type"
          emptyLabel="Choose a type"
          options={typeOptions}
          error={errors.treatmentType?.message}
          {...register('treatmentType', { onChange: clearProduct })}
        />
        <SelectField
          label="Manufacturer"
          emptyLabel="Any manufacturer"
          options={(manufacturers.data ?? []).map((entry) => ({ value: entry.name, label: entry.name }))}
          {...register('manufacturer', { onChange: clearProduct })}
        />
        <Controller
          control={control}
          name="product"
          render={({ field }) => (
            // Controlled: a product added just now is chosen before its option is drawn.
            <SelectField
              label="Product"
              emptyLabel={products.isPending ? 'Loading products…' : 'Choose a product'}
              options={productOptions}
              error={errors.product?.message}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value)
                choose(products.data?.find((entry) => choiceOf(entry) === event.target.value))
              }}
            />
          )}
        />
        {choice === 'name' ? <TextField label="Product name" error={errors.productName?.message} {...register('productName')} /> : null}
        {product && product.variants.length > 0 ? (
          <SelectField
            label="Variant"
            emptyLabel="Not said"
            options={product.variants.map((value) => ({ value, label: value }))}
            {...register('variant')}
          />
        ) : null}
      </div>
      {isAddingOwn && type ? (
        <OwnBrandFields
          species={species}
          type={type}
          onAdded={(added) => {
            setIsAddingOwn(false)
            setValue('product', choiceOf(added), { shouldValidate: true })
          }}
          onCancel={() => setIsAddingOwn(false)}
        />
      ) : (
        <Button variant="link" className="justify-self-start" disabled={!type} onClick={() => setIsAddingOwn(true)}>
          {type ? 'Add your own product to the list' : 'Choose a type to add your own product'}
        </Button>
      )}
      <SafetyNotes notes={notes} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="How often"
          emptyLabel={product?.defaultFrequency ? 'The product’s own interval' : 'Choose how often'}
          options={frequencyOptions}
          hint={product?.frequencyNote ?? undefined}
          error={errors.frequency?.message}
          {...register('frequency')}
        />
        <TextField label="Given on" type="date" error={errors.givenOn?.message} {...register('givenOn')} />
      </div>
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes')} />
      <FormActions isPending={formState.isSubmitting} submitLabel="Record treatment" onCancel={onDone} />
    </form>
  )
}
