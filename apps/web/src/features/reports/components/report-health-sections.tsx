import type { ReportModel } from '@pawpulse/domain/report-model'
import { VaccinationStatusBadge } from '#web/components/vaccination-status-badge.tsx'
import { formatDateTime, formatIsoDate } from '#web/lib/format-date.ts'
import { LineChart } from './line-chart'
import { DataTable } from '#web/components/ui/data-table.tsx'

type Breathing = NonNullable<ReportModel['breathing']>
type Weight = NonNullable<ReportModel['weight']>

const dueText = { overdue: 'Overdue', due_today: 'Due today', upcoming: 'Upcoming' } as const

export function BreathingSection({ breathing, report }: { breathing: Breathing; report: ReportModel }) {
  const { assessment, baseline, threshold } = breathing
  if (breathing.points.length === 0) return <p className="text-sm text-muted-foreground">No breathing counts in this range.</p>
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {assessment.total} counts. Above the alert threshold of {threshold}/min: <strong>{assessment.aboveThreshold}</strong>. Raised (more
        than 25 % above the usual rate): <strong>{assessment.raised}</strong>. “Contact your vet”: <strong>{assessment.contactVet}</strong>.{' '}
        {baseline ? `Usual sleeping rate (baseline): ${baseline.rate}/min.` : 'No baseline yet (it needs 7 days of sleeping counts).'}
      </p>
      <LineChart
        title={`Sleeping breathing rate per minute, ${report.range.label}`}
        from={report.range.from}
        to={report.range.to}
        timeZone={report.timeZone}
        points={breathing.points.map((p) => ({ at: p.measuredAt, value: p.breathsPerMinute }))}
        references={[
          { value: threshold, label: `Threshold ${threshold}/min`, color: '#b91c1c' },
          ...(baseline ? [{ value: baseline.rate, label: `Baseline ${baseline.rate}/min`, color: '#1d4ed8' }] : []),
        ]}
      />
      <DataTable
        caption="Daily breathing rate"
        columns={['Date', 'Average per minute', 'Counts']}
        rows={breathing.dailyValues.map((d) => ({ key: d.date, cells: [formatIsoDate(d.date), d.average, d.count] }))}
      />
    </div>
  )
}

export function WeightSection({ weight, report }: { weight: Weight; report: ReportModel }) {
  if (weight.points.length === 0) return <p className="text-sm text-muted-foreground">No weights in this range.</p>
  const { change } = weight
  return (
    <div className="grid gap-3">
      <p className="text-sm">
        {change
          ? `Change over the range: ${change.change > 0 ? '+' : ''}${change.change} ${weight.unit} (${change.percent > 0 ? '+' : ''}${change.percent} %), from ${change.from} to ${change.to} ${weight.unit}.`
          : 'One weight in this range.'}{' '}
        {weight.latestBodyCondition
          ? `Latest body condition ${weight.latestBodyCondition.score}${weight.latestBodyCondition.label ? ` (${weight.latestBodyCondition.label})` : ''}.`
          : ''}
      </p>
      {weight.points.length > 1 ? (
        <LineChart
          title={`Weight in ${weight.unit}, ${report.range.label}`}
          from={report.range.from}
          to={report.range.to}
          timeZone={report.timeZone}
          points={weight.points.map((p) => ({ at: p.measuredAt, value: p.weight }))}
          references={[]}
        />
      ) : null}
      <DataTable
        caption="Weights"
        columns={['Date', `Weight (${weight.unit})`, 'Body condition']}
        rows={weight.points.map((p) => ({
          key: p.measuredAt,
          cells: [formatDateTime(p.measuredAt, report.timeZone), p.weight, p.bodyCondition ?? '—'],
        }))}
      />
    </div>
  )
}

export function SymptomsSection({ symptoms, timeZone }: { symptoms: NonNullable<ReportModel['symptoms']>; timeZone: string }) {
  if (symptoms.length === 0) return <p className="text-sm text-muted-foreground">No symptom logs in this range.</p>
  return (
    <div className="grid gap-4">
      {symptoms.map((group) => (
        <section key={group.conditionId} aria-label={`${group.label} symptoms`} className="grid gap-2">
          <p className="font-medium">
            {group.label} — {group.count} {group.count === 1 ? 'entry' : 'entries'}
          </p>
          {group.ibd ? (
            <p className="text-sm">
              Latest CIBDAI {group.ibd.latestCibdai.total}/18: {group.ibd.latestCibdai.text}. Range {group.ibd.lowestCibdai}–
              {group.ibd.highestCibdai}; {group.ibd.activeLogs} with at least mild activity (5 or more). Latest faecal score{' '}
              {group.ibd.latestFaecal.score}/7{group.ibd.latestFaecal.text ? ` (${group.ibd.latestFaecal.text})` : ''}; average{' '}
              {group.ibd.averageFaecal}.
            </p>
          ) : null}
          <DataTable
            caption={`${group.label} entries`}
            columns={['When', 'Measures', 'Notes']}
            rows={group.entries.map((e) => ({
              key: e.loggedAt,
              cells: [formatDateTime(e.loggedAt, timeZone), e.measures.map((m) => `${m.label}: ${m.value}`).join('; '), e.notes ?? ''],
            }))}
          />
        </section>
      ))}
    </div>
  )
}

export function MedicationsSection({ medications, timeZone }: { medications: NonNullable<ReportModel['medications']>; timeZone: string }) {
  if (medications.length === 0) return <p className="text-sm text-muted-foreground">No medications in this range.</p>
  return (
    <DataTable
      caption="Medications"
      columns={['Medication', 'Dose and frequency', 'Doses given / expected', 'Next dose']}
      rows={medications.map((m) => ({
        key: `${m.name}-${m.startDate}`,
        cells: [
          `${m.name}${m.isCurrent ? '' : ' (ended)'}`,
          [m.dosage, m.frequency, m.route].filter(Boolean).join(', ') || '—',
          m.doses.expected === null ? `${m.doses.given} (as needed)` : `${m.doses.given} / ${m.doses.expected}`,
          m.nextDoseDue ? `${formatDateTime(m.nextDoseDue, timeZone)}${m.dueStatus ? ` — ${dueText[m.dueStatus]}` : ''}` : '—',
        ],
      }))}
    />
  )
}

export function TreatmentsSection({ treatments }: { treatments: NonNullable<ReportModel['treatments']> }) {
  if (treatments.length === 0) return <p className="text-sm text-muted-foreground">No parasite treatments recorded.</p>
  return (
    <DataTable
      caption="Parasite treatments"
      columns={['Product', 'Last given', 'Next due', 'Status']}
      rows={treatments.map((t) => ({
        key: `${t.productName}-${t.treatmentType}`,
        cells: [t.productName, formatIsoDate(t.lastGiven), formatIsoDate(t.nextDue), dueText[t.dueStatus]],
      }))}
    />
  )
}

/** Each vaccine's latest dose and its status on the day the report was made, with the doses given in the range. */
export function VaccinationsSection({ vaccinations }: { vaccinations: NonNullable<ReportModel['vaccinations']> }) {
  if (vaccinations.length === 0) return <p className="text-sm text-muted-foreground">No vaccinations recorded.</p>
  return (
    <DataTable
      caption="Vaccinations"
      columns={['Vaccine', 'Status', 'Next due', 'Last given', 'Given in this range']}
      rows={vaccinations.map((v) => ({
        key: `${v.vaccineName}-${v.lastGiven}`,
        cells: [
          // A readable width for long names ("DAPP (distemper, …)") when a phone scrolls the table sideways.
          <span className="inline-block min-w-40">
            {v.vaccineName}
            {v.core === null ? null : <span className="text-muted-foreground">{v.core ? ' (core)' : ' (non-core)'}</span>}
          </span>,
          <VaccinationStatusBadge status={v.status} />,
          v.nextDue ? <span className="whitespace-nowrap">{formatIsoDate(v.nextDue)}</span> : '—',
          <span className="whitespace-nowrap">{formatIsoDate(v.lastGiven)}</span>,
          v.dosesInRange.length ? (
            <ul>
              {v.dosesInRange.map((d, i) => (
                <li key={`${d.givenOn}-${i}`} className="whitespace-nowrap">
                  {[formatIsoDate(d.givenOn), d.clinic, d.batchNumber ? `batch ${d.batchNumber}` : null].filter(Boolean).join(', ')}
                </li>
              ))}
            </ul>
          ) : (
            'None'
          ),
        ],
      }))}
    />
  )
}
