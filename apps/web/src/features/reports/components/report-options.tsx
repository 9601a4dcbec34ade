import { REPORT_RANGE_PRESETS, reportSectionLabels, reportSections, type ReportSection } from '@pawpulse/domain/report'
import { addDays, localToday } from '@pawpulse/domain/time-zone'
import { useId, useState } from 'react'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import type { LiveRange } from '../api/get-live-report'

/** The range picker: 30 / 90 / 365 days, or two dates of the owner's choosing. */
export function ReportRangePicker({ value, onChange }: { value: LiveRange; onChange: (range: LiveRange) => void }) {
  const { timeZone } = useOwnerSettings()
  const name = useId()
  const isCustom = !('days' in value)
  const [from, setFrom] = useState('from' in value ? value.from : '')
  const [to, setTo] = useState('to' in value ? value.to : '')
  const [problem, setProblem] = useState<string | null>(null)
  const applyDates = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom)
    setTo(nextTo)
    if (!nextFrom || !nextTo) return
    if (nextFrom > nextTo) return setProblem('The start date must be on or before the end date')
    setProblem(null)
    onChange({ from: nextFrom, to: nextTo })
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium">Range</legend>
      <div className="flex flex-wrap gap-x-4">
        {REPORT_RANGE_PRESETS.map((days) => (
          <Checkbox
            key={days}
            type="radio"
            name={name}
            label={`${days} days`}
            checked={'days' in value && value.days === days}
            onChange={() => onChange({ days })}
          />
        ))}
        <Checkbox
          type="radio"
          name={name}
          label="Custom dates"
          checked={isCustom}
          onChange={() =>
            from && to ? applyDates(from, to) : onChange({ from: from || today(-29, timeZone), to: to || today(0, timeZone) })
          }
        />
      </div>
      {isCustom ? (
        <div className="flex flex-wrap items-end gap-3">
          <label className="grid gap-1 text-sm">
            From
            <input
              type="date"
              className="rounded-md border border-input px-2 py-1"
              value={from || ('from' in value ? value.from : '')}
              onChange={(e) => applyDates(e.target.value, to || ('to' in value ? value.to : ''))}
            />
          </label>
          <label className="grid gap-1 text-sm">
            To
            <input
              type="date"
              className="rounded-md border border-input px-2 py-1"
              value={to || ('to' in value ? value.to : '')}
              onChange={(e) => applyDates(from || ('from' in value ? value.from : ''), e.target.value)}
            />
          </label>
          {problem ? (
            <p role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  )
}

/** A day counted from today in the owner's calendar (the server reads ranges in the same zone). */
function today(offsetDays: number, timeZone: string) {
  return addDays(localToday(timeZone), offsetDays)
}

/** Which sections the report holds, in the report's own order. */
export function ReportSectionPicker({
  value,
  onChange,
}: {
  value: readonly ReportSection[]
  onChange: (sections: ReportSection[]) => void
}) {
  const toggle = (section: ReportSection, on: boolean) => onChange(reportSections.filter((s) => (s === section ? on : value.includes(s))))
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-medium">Sections</legend>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {reportSections.map((section) => (
          <Checkbox
            key={section}
            label={reportSectionLabels[section]}
            checked={value.includes(section)}
            onChange={(e) => toggle(section, e.target.checked)}
          />
        ))}
      </div>
      {value.length === 0 ? <p className="text-sm text-destructive">Choose at least one section.</p> : null}
    </fieldset>
  )
}
