import { conditionKeys } from '@pawpulse/domain/conditions'
import { conditionLabel } from '@pawpulse/domain/condition-label'
import { marketplaceCategories, marketplaceCategoryLabels, VET_FIRST_NOTE } from '@pawpulse/domain/marketplace'
import type { AdminMarketplaceEntry, MarketplaceEntryInput } from '@pawpulse/domain/marketplace-api'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useCreateMarketplaceEntry } from '../api/create-marketplace-entry'
import { useUpdateMarketplaceEntry } from '../api/update-marketplace-entry'
import { emptyEntry, entryFieldNames, type EntryFormValues, entryResolver, entryValues } from './entry-form-values'

const categoryOptions = marketplaceCategories.map((value) => ({ value, label: marketplaceCategoryLabels[value] }))
const speciesOptions = [
  { value: 'dog', label: 'Dogs' },
  { value: 'cat', label: 'Cats' },
] as const
/** 'Other' is the owner's own words: no entry can be for it. */
const conditionOptions = conditionKeys.filter((key) => key !== 'other').map((key) => ({ value: key, label: conditionLabel(key) }))

interface EntryFormProps {
  /** Omit to create a new entry. */
  entry?: AdminMarketplaceEntry
  onSaved: (entry: AdminMarketplaceEntry) => void
  onCancel: () => void
}

/** A catalogue entry's words, who it is for and its link; checked by the API's own schema, the server's messages under their fields. */
export function EntryForm({ entry, onSaved, onCancel }: EntryFormProps) {
  const create = useCreateMarketplaceEntry()
  const update = useUpdateMarketplaceEntry(entry?.id ?? '')
  const form = useForm<EntryFormValues, unknown, MarketplaceEntryInput>({
    resolver: entryResolver,
    defaultValues: entry ? entryValues(entry) : emptyEntry,
  })
  const { register, formState } = form
  const errors = formState.errors

  const submit = useFormSubmit(form, {
    onSubmit: async (body) => onSaved(await (entry ? update.mutateAsync(body) : create.mutateAsync(body))),
    fields: entryFieldNames,
    fallback: entry ? 'Failed to save the entry. Please try again.' : 'Failed to create the entry. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label={entry ? `Edit ${entry.name}` : 'New entry'} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField label="Maker" autoComplete="off" error={errors.maker?.message} {...register('maker')} />
        <SelectField
          label="Category"
          emptyLabel="Choose a category"
          options={categoryOptions}
          error={errors.category?.message}
          {...register('category')}
        />
        <TextField
          label="Maker’s page"
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          hint="The full https:// address of the product on the maker’s own site."
          error={errors.url?.message}
          {...register('url')}
        />
      </div>
      <TextareaField label="Description" rows={4} error={errors.description?.message} {...register('description')} />
      <Fieldset legend="For" error={errors.species?.message}>
        <div className="flex flex-wrap gap-x-6">
          {speciesOptions.map((option) => (
            <Checkbox key={option.value} label={option.label} value={option.value} {...register('species')} />
          ))}
        </div>
      </Fieldset>
      <Fieldset
        legend="Conditions"
        hint="Leave all unticked for an entry that suits every pet of its species."
        error={errors.conditions?.message}
      >
        <div className="grid grid-cols-2 gap-x-6 lg:grid-cols-3">
          {conditionOptions.map((option) => (
            <Checkbox key={option.value} label={option.label} value={option.value} {...register('conditions')} />
          ))}
        </div>
      </Fieldset>
      <div className="grid gap-1">
        <Checkbox label="Vet first" description={`Shows: “${VET_FIRST_NOTE}”`} {...register('vetFirst')} />
        <Checkbox label="Hidden" description="Owners do not see a hidden entry." {...register('hidden')} />
      </div>
      <FormActions
        isPending={formState.isSubmitting}
        submitLabel={entry ? 'Save entry' : 'Create entry'}
        pendingLabel={entry ? 'Saving…' : 'Creating…'}
        onCancel={onCancel}
      />
    </form>
  )
}
