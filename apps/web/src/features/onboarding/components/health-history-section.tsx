import { type ConditionKey, conditionKeys } from '@pawpulse/domain/conditions'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { conditionChoiceLabels } from '#web/lib/pet-labels.ts'
import type { ConditionDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { MedicationsFields } from './medications-fields'
import { type SectionProps, usePetDraft } from './use-pet-draft'

const path = (index: number, field: keyof ConditionDraft) => `healthHistory.conditions.${index}.${field}`

/** Section 3, health history: known conditions, then medications (docs/product/onboarding.md#the-eight-sections). */
export function HealthHistorySection({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  const { conditions } = pet.healthHistory
  // Kept in the list's order, so that the n-th entry sent is the n-th shown (errors land right).
  const setConditions = (next: ConditionDraft[]) =>
    setGroup('healthHistory', {
      conditions: [...next].sort((a, b) => conditionKeys.indexOf(a.condition) - conditionKeys.indexOf(b.condition)),
    })
  const toggle = (condition: ConditionKey, isChecked: boolean) =>
    setConditions(
      isChecked
        ? [...conditions, { condition, otherName: '', diagnosisDate: '', ongoing: true }]
        : conditions.filter((entry) => entry.condition !== condition),
    )
  const change = (condition: ConditionKey, changes: Partial<ConditionDraft>) =>
    setConditions(conditions.map((entry) => (entry.condition === condition ? { ...entry, ...changes } : entry)))

  return (
    <div className="grid gap-8">
      <Fieldset legend="Conditions" hint="Tick any condition your vet has diagnosed.">
        <ul className="grid gap-1">
          {conditionKeys.map((condition) => {
            const index = conditions.findIndex((entry) => entry.condition === condition)
            const entry = conditions[index]
            return (
              <li key={condition}>
                <Checkbox
                  label={conditionChoiceLabels[condition]}
                  checked={entry !== undefined}
                  onChange={(event) => toggle(condition, event.target.checked)}
                />
                {entry ? (
                  <div className="mb-3 ml-6 grid gap-3 rounded-md border border-border p-3 sm:grid-cols-3">
                    {condition === 'other' ? (
                      <TextField
                        label="Name of the condition"
                        id={fieldId(path(index, 'otherName'))}
                        value={entry.otherName}
                        onChange={(event) => change(condition, { otherName: event.target.value })}
                        error={errors[path(index, 'otherName')]}
                      />
                    ) : null}
                    <TextField
                      label={`Diagnosis date (${conditionChoiceLabels[condition]})`}
                      id={fieldId(path(index, 'diagnosisDate'))}
                      type="date"
                      value={entry.diagnosisDate}
                      onChange={(event) => change(condition, { diagnosisDate: event.target.value })}
                      error={errors[path(index, 'diagnosisDate')]}
                    />
                    <Checkbox
                      className="self-end"
                      label={`Ongoing (${conditionChoiceLabels[condition]})`}
                      checked={entry.ongoing}
                      onChange={(event) => change(condition, { ongoing: event.target.checked })}
                    />
                  </div>
                ) : null}
              </li>
            )
          })}
        </ul>
      </Fieldset>
      <MedicationsFields errors={errors} />
    </div>
  )
}
