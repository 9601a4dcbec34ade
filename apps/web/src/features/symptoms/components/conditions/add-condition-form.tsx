import { zodResolver } from '@hookform/resolvers/zod'
import { conditionCreateSchema } from '@pawpulse/domain/condition-input'
import { conditionKeys } from '@pawpulse/domain/conditions'
import { useWatch, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { asTextOrNull } from '#web/lib/form-values.ts'
import { conditionChoiceLabels } from '#web/lib/pet-labels.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useAddCondition } from '#web/features/symptoms/api/add-condition.ts'

const fieldNames = ['condition', 'otherName', 'diagnosisDate', 'ongoing', 'resolutionDate', 'notes'] as const
const conditionOptions = conditionKeys.map((key) => ({ value: key, label: conditionChoiceLabels[key] }))

/** Adds a condition from the list; 'Other' keeps the owner's own words for admin review (docs/product/feedback-and-admin.md#other-responses). */
export function AddConditionForm({ petId, onDone }: { petId: string; onDone: () => void }) {
  const add = useAddCondition(petId)
  const form = useForm({
    resolver: zodResolver(conditionCreateSchema),
    defaultValues: { otherName: null, diagnosisDate: null, ongoing: true, resolutionDate: null, notes: null },
  })
  const { register, control, formState } = form
  const [condition, ongoing] = useWatch({ control, name: ['condition', 'ongoing'] })
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await add.mutateAsync({
        ...values,
        otherName: values.condition === 'other' ? values.otherName : null,
        resolutionDate: values.ongoing ? null : values.resolutionDate,
      })
      onDone()
    },
    fields: fieldNames,
    fallback: 'Failed to add the condition. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Add a condition" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Condition"
          emptyLabel="Choose a condition"
          options={conditionOptions}
          error={errors.condition?.message}
          {...register('condition')}
        />
        {condition === 'other' ? (
          <TextField
            label="Name of the condition"
            hint="Kept as you write it; we review these to grow the list."
            error={errors.otherName?.message}
            {...register('otherName', { setValueAs: asTextOrNull })}
          />
        ) : null}
        <TextField
          label="Diagnosis date"
          type="date"
          error={errors.diagnosisDate?.message}
          {...register('diagnosisDate', { setValueAs: asTextOrNull })}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Checkbox label="Ongoing" description="Untick for a condition that has ended." {...register('ongoing')} />
        {ongoing === false ? (
          <TextField
            label="Resolution date"
            type="date"
            error={errors.resolutionDate?.message}
            {...register('resolutionDate', { setValueAs: asTextOrNull })}
          />
        ) : null}
      </div>
      <TextareaField label="Notes" error={errors.notes?.message} {...register('notes', { setValueAs: asTextOrNull })} />
      <FormActions isPending={formState.isSubmitting} submitLabel="Add condition" pendingLabel="Adding…" onCancel={onDone} />
    </form>
  )
}
