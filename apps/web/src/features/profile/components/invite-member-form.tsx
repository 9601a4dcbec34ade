import { zodResolver } from '@hookform/resolvers/zod'
import { householdAccessLevels, householdMemberInputSchema } from '@pawpulse/domain/household'
import type { PetSummary } from '@pawpulse/domain/pets'
import { useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useInviteHouseholdMember } from '../api/invite-household-member'
import { accessLevelText } from './access-level-text'
import { PetCheckboxesField } from './pet-checkboxes-field'

const fieldNames = ['name', 'email', 'relationship', 'phone', 'petIds', 'accessLevel'] as const

/** Invites a co-parent (editor) or a viewer to some of the owner's own pets (docs/product/household.md#access-levels). */
export function InviteMemberForm({ ownPets }: { ownPets: PetSummary[] }) {
  const invite = useInviteHouseholdMember()
  const form = useForm({
    resolver: zodResolver(householdMemberInputSchema),
    defaultValues: {
      name: '',
      email: '',
      relationship: '',
      phone: '',
      // With one pet there is nothing to choose.
      petIds: ownPets.length === 1 ? ownPets.map((pet) => pet.id) : [],
      accessLevel: 'editor' as const,
    },
  })
  const { register, control, reset, formState } = form
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit: async (values) => {
      await invite.mutateAsync(values)
      reset()
    },
    fields: fieldNames,
    fallback: 'The invitation could not be sent. Please try again.',
  })

  return (
    <form noValidate onSubmit={submit} aria-label="Invite someone" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" autoComplete="off" error={errors.name?.message} {...register('name')} />
        <TextField label="E-mail" type="email" autoComplete="off" error={errors.email?.message} {...register('email')} />
        <TextField
          label="Relationship"
          hint="Partner, pet-sitter, neighbour…"
          error={errors.relationship?.message}
          {...register('relationship')}
        />
        <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
      </div>
      <PetCheckboxesField control={control} name="petIds" legend="Pets to share" pets={ownPets} />
      <Fieldset legend="Access" error={errors.accessLevel?.message}>
        {householdAccessLevels.map((level) => (
          <Checkbox
            key={level}
            type="radio"
            value={level}
            label={accessLevelText[level].label}
            description={accessLevelText[level].description}
            {...register('accessLevel')}
          />
        ))}
      </Fieldset>
      <FormActions isPending={formState.isSubmitting} submitLabel="Send invitation" pendingLabel="Sending…" />
    </form>
  )
}
