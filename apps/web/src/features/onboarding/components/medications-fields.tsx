import { PlusIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import type { MedicationDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { fieldId } from '../utils/sections'
import { type SectionProps, usePetDraft } from './use-pet-draft'

const fields: { key: keyof MedicationDraft; label: string; type?: string }[] = [
  { key: 'name', label: 'Medication name' },
  { key: 'dosage', label: 'Dosage' },
  { key: 'frequency', label: 'How often' },
  { key: 'startDate', label: 'Start date', type: 'date' },
  { key: 'endDate', label: 'End date', type: 'date' },
  { key: 'notes', label: 'Notes' },
]

const emptyMedication = (): MedicationDraft => ({ name: '', dosage: '', frequency: '', startDate: '', endDate: '', notes: '' })

export function MedicationsFields({ errors }: SectionProps) {
  const { pet, setGroup } = usePetDraft()
  const { medications } = pet.healthHistory
  const setMedications = (next: MedicationDraft[]) => setGroup('healthHistory', { medications: next })

  return (
    <section aria-labelledby="medications-title" className="grid gap-3">
      <h3 id="medications-title" className="text-base font-semibold text-foreground">
        Medications
      </h3>
      {medications.length === 0 ? <p className="text-sm text-muted-foreground">No medications added.</p> : null}
      {medications.map((medication, index) => (
        <Fieldset key={index} legend={`Medication ${index + 1}`}>
          <div className="grid gap-3 sm:grid-cols-3">
            {fields.map((field) => {
              const path = `healthHistory.medications.${index}.${field.key}`
              return (
                <TextField
                  key={field.key}
                  label={field.label}
                  id={fieldId(path)}
                  type={field.type ?? 'text'}
                  value={medication[field.key]}
                  onChange={(event) =>
                    setMedications(medications.map((entry, at) => (at === index ? { ...entry, [field.key]: event.target.value } : entry)))
                  }
                  error={errors[path]}
                />
              )
            })}
          </div>
          <Button variant="link" className="justify-self-start" onClick={() => setMedications(medications.filter((_, at) => at !== index))}>
            Remove medication {index + 1}
          </Button>
        </Fieldset>
      ))}
      <Button variant="outline" className="justify-self-start" onClick={() => setMedications([...medications, emptyMedication()])}>
        <PlusIcon aria-hidden="true" />
        Add medication
      </Button>
    </section>
  )
}
