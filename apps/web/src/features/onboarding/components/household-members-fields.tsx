import { PlusIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { emptyHouseholdMember } from '#web/lib/stores/onboarding-draft-defaults.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import type { HouseholdMemberDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { isNamedMember, sentIndexes } from '../utils/completion-body'
import { fieldId } from '../utils/sections'
import type { SectionProps } from './use-pet-draft'

const fields: { key: keyof HouseholdMemberDraft; label: string; type?: string; autoComplete: string }[] = [
  { key: 'name', label: 'Name', autoComplete: 'off' },
  { key: 'email', label: 'E-mail', type: 'email', autoComplete: 'off' },
  { key: 'relationship', label: 'Relationship', autoComplete: 'off' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'off' },
]

/** People who share the care of this pet; only the ones given a name are saved. */
export function HouseholdMembersFields({ errors }: SectionProps) {
  const members = useOnboardingDraftStore((state) => state.householdMembers)
  const patch = useOnboardingDraftStore((state) => state.patch)
  const indexes = sentIndexes(members, isNamedMember)
  const change = (index: number, changes: Partial<HouseholdMemberDraft>) =>
    patch({ householdMembers: members.map((member, at) => (at === index ? { ...member, ...changes } : member)) })

  return (
    <section aria-labelledby="household-members-title" className="grid gap-3">
      <h3 id="household-members-title" className="text-base font-semibold text-foreground">
        Household members
      </h3>
      <p className="text-sm text-muted-foreground">
        Family or friends who help care for this pet. They are listed under Household in your profile, where you can send them an invitation
        to share the pet. Only people with a name are saved.
      </p>
      {members.map((member, index) => (
        <Fieldset key={index} legend={`Household member ${index + 1}`}>
          <div className="grid gap-3 sm:grid-cols-2">
            {fields.map((field) => {
              const path = indexes[index] === null ? null : `householdMembers.${indexes[index]}.${field.key}`
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  id={path ? fieldId(path) : undefined}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  value={member[field.key]}
                  onChange={(event) => change(index, { [field.key]: event.target.value })}
                  error={path ? errors[path] : undefined}
                />
              )
            })}
          </div>
          <Button
            variant="link"
            className="justify-self-start"
            onClick={() => patch({ householdMembers: members.filter((_, at) => at !== index) })}
          >
            Remove household member {index + 1}
          </Button>
        </Fieldset>
      ))}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => patch({ householdMembers: [...members, emptyHouseholdMember()] })}
      >
        <PlusIcon aria-hidden="true" />
        Add household member
      </Button>
    </section>
  )
}
