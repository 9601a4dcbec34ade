import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { contactFields } from '#web/lib/pet-labels.ts'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import type { CareTeamRoleKey } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { HouseholdMembersFields } from './household-members-fields'
import type { SectionProps } from './use-pet-draft'

const roles: { key: CareTeamRoleKey; title: string }[] = [
  { key: 'primaryVet', title: 'Primary Veterinarian' },
  { key: 'emergencyContact', title: 'Emergency Contact' },
]

/** Section 2, care team: a contact is saved only when some field of it is filled in. */
export function CareTeamSection({ errors }: SectionProps) {
  const careTeam = useOnboardingDraftStore((state) => state.careTeam)
  const patch = useOnboardingDraftStore((state) => state.patch)

  return (
    <div className="grid gap-8">
      {roles.map((role) => (
        <Fieldset key={role.key} legend={role.title} hint="All fields are optional.">
          <div className="grid gap-3 sm:grid-cols-2">
            {contactFields.map((field) => {
              const path = `careTeam.${role.key}.${field.key}`
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  id={fieldId(path)}
                  type={'type' in field ? field.type : 'text'}
                  autoComplete={field.autoComplete}
                  value={careTeam[role.key][field.key]}
                  onChange={(event) =>
                    patch({ careTeam: { ...careTeam, [role.key]: { ...careTeam[role.key], [field.key]: event.target.value } } })
                  }
                  error={errors[path]}
                />
              )
            })}
          </div>
        </Fieldset>
      ))}
      <HouseholdMembersFields errors={errors} />
    </div>
  )
}
