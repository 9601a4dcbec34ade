import { API_KEY_ACCESS, apiKeyAccessLabels } from '@pawpulse/domain/api-keys'
import { apiKeyCreateSchema, type CreatedApiKey } from '@pawpulse/domain/api-keys-api'
import type { PetSummary } from '@pawpulse/domain/pets'
import { localToday } from '@pawpulse/domain/time-zone'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { bodyResolver } from '#web/lib/body-resolver.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useCreateApiKey } from '../api/create-api-key'
import { PetCheckboxesField } from './pet-checkboxes-field'

const fieldNames = ['name', 'petIds', 'access', 'expiresOn'] as const

interface Values {
  name: string
  petIds: string[]
  access: (typeof API_KEY_ACCESS)[number]
  /** '' from an empty date field: no expiry. */
  expiresOn: string
}

const accessDescriptions: Record<Values['access'], string> = {
  read: 'Reads the pets’ records and charts; changes nothing.',
  read_write: 'Also records counts, weights, symptoms and doses, and changes records.',
}

/** Makes a key for some of the pets the owner may change (docs/product/api-keys.md). */
export function CreateApiKeyForm({
  pets,
  timeZone,
  onCreated,
}: {
  pets: PetSummary[]
  timeZone: string
  onCreated: (created: CreatedApiKey) => void
}) {
  const create = useCreateApiKey()
  const form = useForm<Values, unknown, ReturnType<typeof apiKeyCreateSchema.parse>>({
    resolver: bodyResolver(apiKeyCreateSchema, (values: Values) => ({ ...values, expiresOn: values.expiresOn || null })),
    defaultValues: { name: '', petIds: pets.length === 1 ? pets.map((pet) => pet.id) : [], access: 'read_write', expiresOn: '' },
  })
  const { register, control, reset, formState } = form
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      onCreated(await create.mutateAsync(values))
      reset()
    },
    fields: fieldNames,
    fallback: 'The key could not be created. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Create an API key" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField
        label="Name"
        hint="The device or automation that will use it, such as “Kitchen tablet”."
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <PetCheckboxesField control={control} name="petIds" legend="Pets it may use" pets={pets} />
      <Fieldset legend="Access" error={errors.access?.message}>
        {API_KEY_ACCESS.map((access) => (
          <Checkbox
            key={access}
            type="radio"
            value={access}
            label={apiKeyAccessLabels[access]}
            description={accessDescriptions[access]}
            {...register('access')}
          />
        ))}
      </Fieldset>
      <TextField
        label="Expires (optional)"
        type="date"
        min={localToday(timeZone)}
        hint="The key works until the end of this day. Leave empty to keep it until you revoke it."
        error={errors.expiresOn?.message}
        className="sm:max-w-xs"
        {...register('expiresOn')}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Create key" pendingLabel="Creating…" />
    </form>
  )
}
