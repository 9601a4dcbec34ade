import { aiOnboardingCompletionSchema } from '@pawpulse/domain/ai-onboarding-api'
import { fieldErrorsFromIssues } from '@pawpulse/domain/field-errors'
import type { VetRecordFile } from '@pawpulse/domain/vet-record-api'
import { mergeVetRecords } from '@pawpulse/domain/vet-record-merge'
import { useMemo, useState } from 'react'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { ApiError, failureMessage } from '#web/lib/api-client.ts'
import { useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'
import { useCompleteAiOnboarding } from '../../api/complete-ai-onboarding'
import { useVetRecords } from '../../api/get-vet-record'
import { aiCompletionBody, reviewFieldOf } from '../../utils/ai-completion-body'
import { clinicReviewFields, petReviewFields, type ReviewField } from '../../utils/ai-review-fields'
import { ReviewFieldRow } from './review-field-row'

type DoneRecord = VetRecordFile & { record: NonNullable<VetRecordFile['record']> }

/** The fields grouped by their section, in the order they come. */
function bySection(fields: readonly ReviewField[]): [string, ReviewField[]][] {
  const groups = new Map<string, ReviewField[]>()
  for (const field of fields) groups.set(field.section, [...(groups.get(field.section) ?? []), field])
  return [...groups]
}

/** Step 5: every value the records proposed, decided one by one, then one save for everything. */
export function ReviewStep() {
  const draft = useAiOnboardingStore()
  const { pets, decisions, decide, recordPets, assignRecord } = draft
  const results = useVetRecords(draft.vetRecordIds)
  const records = results.map((result) => result.data).filter((data) => data !== undefined)
  const done = records.filter((record): record is DoneRecord => record.status === 'done' && record.record !== null)
  const stillReading = records.filter((record) => record.status === 'queued' || record.status === 'reading').length
  const petKeyOf = (recordId: string) => (pets.length === 1 ? pets[0]?.key : recordPets[recordId])
  const complete = useCompleteAiOnboarding()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})
  const [alert, setAlert] = useState<string | undefined>()

  const doneKey = done.map((record) => record.id).join(',')
  const assignmentKey = done.map((record) => petKeyOf(record.id) ?? '').join(',')
  const petsKey = pets.map((pet) => `${pet.key}:${pet.name}:${pet.species}`).join('|')
  // Recomputed only when the records, their pets or the typed names change, not on each decision.
  const { petFields, clinicFields, petRecordIds } = useMemo(() => {
    const petFields = new Map<string, ReviewField[]>()
    const petRecordIds = new Map<string, string[]>()
    for (const pet of pets) {
      const mine = done.filter((record) => petKeyOf(record.id) === pet.key)
      petRecordIds.set(
        pet.key,
        mine.map((record) => record.id),
      )
      const merged = mergeVetRecords(mine.map((record) => record.record))
      petFields.set(pet.key, petReviewFields({ petKey: pet.key, record: merged, typedName: pet.name, typedSpecies: pet.species }))
    }
    return { petFields, petRecordIds, clinicFields: clinicReviewFields(mergeVetRecords(done.map((record) => record.record))) }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys above stand for the records and pets
  }, [doneKey, assignmentKey, petsKey])

  const allFields = [...[...petFields.values()].flat(), ...clinicFields]
  const undecided = allFields.filter((field) => !decisions[field.key] && field.typed === undefined)
  const unassigned = pets.length > 1 ? done.filter((record) => !recordPets[record.id]) : []

  const describePath = (path: string): string => {
    const [part, index] = path.split('.')
    if (part === 'pets') return pets[Number(index)]?.name.trim() || 'A pet'
    if (part === 'coParents') return `Co-parent ${Object.values(draft.coParents)[Number(index)]?.email ?? ''}`.trim()
    if (part === 'userProfile') return 'About you'
    if (part === 'primaryVet') return 'Clinic and vet'
    return 'The save'
  }

  /** Messages on the review fields they belong to; the rest (a typed name, a co-parent) in the alert. */
  const showFieldMessages = (fields: Record<string, string>, paths: Record<string, string>, fallback: string) => {
    const onFields: Record<string, string> = {}
    const elsewhere: string[] = []
    for (const [path, message] of Object.entries(fields)) {
      const key = reviewFieldOf(paths, path)
      if (key) onFields[key] ??= message
      else elsewhere.push(`${describePath(path)}: ${message}`)
    }
    setFieldErrors(onFields)
    setAlert(
      elsewhere.length > 0
        ? elsewhere.join(' ')
        : Object.keys(onFields).length > 0
          ? 'Some values need a look before they can be saved.'
          : fallback,
    )
  }

  const save = async () => {
    const completion = aiCompletionBody({
      fullName: draft.fullName,
      preferredName: draft.preferredName,
      coParents: Object.values(draft.coParents),
      pets,
      petFields,
      clinicFields,
      petRecordIds,
      decisions,
    })
    if (Object.keys(completion.errors).length > 0) {
      setFieldErrors(completion.errors)
      return setAlert('Some values need a look before they can be saved.')
    }
    const checked = aiOnboardingCompletionSchema.safeParse(completion.body)
    if (!checked.success)
      return showFieldMessages(fieldErrorsFromIssues(checked.error.issues), completion.paths, 'Some answers need a look.')
    setFieldErrors({})
    setAlert(undefined)
    try {
      await complete.mutateAsync(completion.body)
    } catch (error) {
      const fallback = failureMessage(error, 'Your pets could not be saved. Please try again.')
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showFieldMessages(error.fields, completion.paths, fallback)
      else setAlert(fallback)
    }
  }

  const fieldList = (fields: readonly ReviewField[]) =>
    bySection(fields).map(([section, list]) => (
      <div key={section} className="grid gap-2">
        <h4 className="font-medium text-foreground">{section}</h4>
        <ul className="grid gap-2">
          {list.map((field) => (
            <ReviewFieldRow
              key={field.key}
              field={field}
              decision={decisions[field.key]}
              error={fieldErrors[field.key]}
              onDecide={(decision) => {
                decide(field.key, decision)
                setFieldErrors(({ [field.key]: _cleared, ...rest }) => rest)
              }}
            />
          ))}
        </ul>
      </div>
    ))

  return (
    <div className="mt-4 grid gap-6">
      {done.length === 0 ? (
        <p className="rounded-md bg-muted p-3 text-sm text-foreground">
          No records were read, so there is nothing to check: your pets are saved with the names you typed, and you can add the rest on each
          pet’s pages.
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Each value below was read from your records. Accept it, edit it or reject it: only accepted and edited values are saved.
        </p>
      )}
      {stillReading > 0 ? (
        <p className="rounded-md bg-muted p-3 text-sm text-foreground">
          {stillReading === 1 ? '1 record is' : `${stillReading} records are`} still being read: wait for it here, or go back to step 4 to
          see its progress.
        </p>
      ) : null}
      {pets.length > 1 && done.length > 0 ? (
        <section aria-labelledby="record-pets-heading" className="grid gap-3">
          <h3 id="record-pets-heading" className="font-semibold text-foreground">
            Which pet is each record about?
          </h3>
          {done.map((record) => (
            <SelectField
              key={record.id}
              label={record.fileName}
              options={pets.map((pet, index) => ({ value: pet.key, label: pet.name.trim() || `Pet ${index + 1}` }))}
              emptyLabel="Choose a pet…"
              value={recordPets[record.id] ?? ''}
              onChange={(e) => assignRecord(record.id, e.target.value)}
            />
          ))}
          {unassigned.length > 0 ? (
            <p className="text-sm text-muted-foreground">A record without a pet is not saved with any pet.</p>
          ) : null}
        </section>
      ) : null}
      {pets.map((pet, index) => {
        const fields = petFields.get(pet.key) ?? []
        return (
          <section key={pet.key} aria-labelledby={`review-${pet.key}`} className="grid gap-3">
            <h3 id={`review-${pet.key}`} className="text-base font-semibold text-foreground">
              {pet.name.trim() || `Pet ${index + 1}`} ({pet.species === 'cat' ? 'cat' : 'dog'})
            </h3>
            {fields.length > 0 ? fieldList(fields) : <p className="text-sm text-muted-foreground">Nothing read for this pet.</p>}
          </section>
        )
      })}
      {clinicFields.length > 0 ? (
        <section aria-labelledby="review-clinic" className="grid gap-3">
          <h3 id="review-clinic" className="text-base font-semibold text-foreground">
            The clinic, for every pet added here
          </h3>
          {fieldList(clinicFields)}
        </section>
      ) : null}
      <div className="grid gap-3">
        {undecided.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
            <p>{undecided.length === 1 ? '1 value is' : `${undecided.length} values are`} not decided yet and will not be saved.</p>
            <Button variant="outline" size="sm" onClick={() => undecided.forEach((field) => decide(field.key, { action: 'accept' }))}>
              Accept all not decided
            </Button>
          </div>
        ) : null}
        <FormAlert message={alert} />
        <div>
          <StatusButton onClick={() => void save()} isPending={complete.isPending} pendingLabel="Saving…" disabled={stillReading > 0}>
            Save {pets.length === 1 ? 'pet' : 'pets'}
          </StatusButton>
        </div>
      </div>
    </div>
  )
}
