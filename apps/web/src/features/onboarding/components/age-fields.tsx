import { ageLabel } from '@pawpulse/domain/age'
import { useState } from 'react'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { AgeMode } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { type SectionProps, usePetDraft } from './use-pet-draft'

const modes: { value: AgeMode; label: string }[] = [
  { value: 'birthdate', label: 'I know the birthdate' },
  { value: 'estimated', label: 'I know roughly when (estimated birthdate)' },
  { value: 'age', label: 'I know the age in years' },
]

/** Birthdate, estimated birthdate or age (docs/product/pets.md#age), with the label the app will show. */
export function AgeFields({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  const info = pet.generalInfo
  // Today, read once: the preview does not need to tick over at midnight.
  const [today] = useState(() => new Date())
  const preview = ageLabel(
    info.ageMode === 'age'
      ? { age: info.age.trim() === '' ? null : Number(info.age) }
      : { birthdate: info.birthdate || null, birthdateEstimated: info.ageMode === 'estimated' },
    today,
  )

  return (
    <Fieldset legend="Age" className="sm:col-span-2" hint={`Shown as: ${preview}`}>
      <div className="grid gap-x-4 sm:grid-cols-3">
        {modes.map((mode) => (
          <Checkbox
            key={mode.value}
            type="radio"
            name="age-mode"
            label={mode.label}
            checked={info.ageMode === mode.value}
            onChange={() => setGroup('generalInfo', { ageMode: mode.value })}
          />
        ))}
      </div>
      {info.ageMode === 'age' ? (
        <TextField
          label="Age in years"
          id={fieldId('generalInfo.age')}
          type="number"
          inputMode="decimal"
          min={0}
          max={40}
          step="0.5"
          className="max-w-48"
          value={info.age}
          onChange={(event) => setGroup('generalInfo', { age: event.target.value })}
          error={errors['generalInfo.age']}
        />
      ) : (
        <TextField
          label={info.ageMode === 'estimated' ? 'Estimated birthdate' : 'Birthdate'}
          id={fieldId('generalInfo.birthdate')}
          type="date"
          className="max-w-56"
          value={info.birthdate}
          onChange={(event) => setGroup('generalInfo', { birthdate: event.target.value })}
          error={errors['generalInfo.birthdate']}
        />
      )}
    </Fieldset>
  )
}
