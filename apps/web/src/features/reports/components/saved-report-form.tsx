import { zodResolver } from '@hookform/resolvers/zod'
import { DEFAULT_REPORT_DAYS, reportSections, type ReportRange } from '@pawpulse/domain/report'
import { savedReportInputSchema, type SavedReportInput } from '@pawpulse/domain/report-api'
import { Controller, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import type { LiveRange } from '../api/get-live-report'
import { ReportRangePicker, ReportSectionPicker } from './report-options'

/** The live page's range and a saved report's range are the same choice in two shapes. */
export const toLiveRange = (range: ReportRange): LiveRange =>
  range.kind === 'relative' ? { days: range.days } : { from: range.from, to: range.to }
export const toReportRange = (range: LiveRange): ReportRange =>
  'days' in range ? { kind: 'relative', days: range.days } : { kind: 'fixed', from: range.from, to: range.to }

const newSavedReport: SavedReportInput = {
  name: '',
  sections: [...reportSections],
  range: { kind: 'relative', days: DEFAULT_REPORT_DAYS },
}

/** Create (every section, the default range) or edit a saved report: its name, range (last n days or two dates) and sections. */
export function SavedReportForm({
  initial = newSavedReport,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: SavedReportInput
  submitLabel: string
  onSubmit: (values: SavedReportInput) => Promise<unknown>
  onCancel: () => void
}) {
  const form = useForm({ resolver: zodResolver(savedReportInputSchema), defaultValues: initial })
  const { register, control, formState } = form
  const errors = formState.errors
  const submit = useFormSubmit(form, {
    onSubmit,
    fields: ['name', 'sections', 'range'],
    fallback: 'The report could not be saved. Please try again.',
  })
  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <TextField label="Name" maxLength={120} placeholder="Heart recheck" error={errors.name?.message} {...register('name')} />
      <Controller
        control={control}
        name="range"
        render={({ field }) => (
          <div className="grid gap-1">
            <ReportRangePicker value={toLiveRange(field.value)} onChange={(range) => field.onChange(toReportRange(range))} />
            {errors.range ? <p className="text-sm text-destructive">{errors.range.message ?? 'Choose a range'}</p> : null}
          </div>
        )}
      />
      <Controller
        control={control}
        name="sections"
        render={({ field }) => <ReportSectionPicker value={field.value} onChange={field.onChange} />}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel={submitLabel} onCancel={onCancel} />
    </form>
  )
}
