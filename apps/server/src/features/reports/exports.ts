import { toCsv } from '@pawpulse/domain/csv'
import { reportCsvLogs, type ReportSection } from '@pawpulse/domain/report'
import type { ReportModel } from '@pawpulse/domain/report-model'
import { AppError } from '#server/lib/app-error.ts'

export const csvLogs = reportCsvLogs.map(({ log }) => log) as [CsvLog, ...CsvLog[]]
export type CsvLog = (typeof reportCsvLogs)[number]['log']
/** The report section each CSV comes from: a link shares a log only if it shares its section. */
export const sectionOfLog = Object.fromEntries(reportCsvLogs.map(({ log, section }) => [log, section])) as Record<CsvLog, ReportSection>

/** One log of the report as CSV: ISO 8601 times in UTC, units in the headers. */
export function reportCsv(report: ReportModel, log: CsvLog): string {
  if (log === 'breathing' && report.breathing) {
    return toCsv(
      ['measured_at (ISO 8601 UTC)', 'breaths_per_minute (/min)', 'context', 'alert_threshold (/min)'],
      report.breathing.points.map((p) => [p.measuredAt, p.breathsPerMinute, p.context, report.breathing!.threshold]),
    )
  }
  if (log === 'weight' && report.weight) {
    return toCsv(
      ['measured_at (ISO 8601 UTC)', `weight (${report.weight.unit})`, 'body_condition (score/scale)'],
      report.weight.points.map((p) => [p.measuredAt, p.weight, p.bodyCondition]),
    )
  }
  if (log === 'symptoms' && report.symptoms) {
    return toCsv(
      ['logged_at (ISO 8601 UTC)', 'condition', 'measure', 'value', 'notes'],
      report.symptoms.flatMap((g) => g.entries.flatMap((e) => e.measures.map((m) => [e.loggedAt, g.label, m.label, m.value, e.notes]))),
    )
  }
  if (log === 'doses' && report.medications) {
    return toCsv(
      ['given_at (ISO 8601 UTC)', 'medication', 'dosage', 'notes'],
      report.medications.flatMap((m) => m.doseLog.map((d) => [d.givenAt, m.name, m.dosage, d.notes])),
    )
  }
  if (log === 'vaccinations' && report.vaccinations) {
    // Calendar dates, not instants: a dose is recorded by the day it was given.
    return toCsv(
      [
        'given_on (YYYY-MM-DD)',
        'vaccine',
        'core',
        'clinic',
        'batch_number',
        'next_due_on (YYYY-MM-DD; latest dose only)',
        'status (latest dose only)',
      ],
      report.vaccinations
        .flatMap((v) =>
          v.dosesInRange.map((d) => [
            d.givenOn,
            v.vaccineName,
            v.core === null ? '' : v.core ? 'yes' : 'no',
            d.clinic,
            d.batchNumber,
            d.givenOn === v.lastGiven ? v.nextDue : '',
            d.givenOn === v.lastGiven ? v.status : '',
          ]),
        )
        .sort((a, b) => String(b[0]).localeCompare(String(a[0]))),
    )
  }
  throw AppError.notFound('This log is not part of the report')
}

export const csvFileName = (report: ReportModel, log: CsvLog) =>
  `${slug(report.pet.name)}-${log}-${report.range.from}-to-${report.range.to}.csv`
export const pdfFileName = (report: ReportModel) => `${slug(report.pet.name)}-report-${report.range.from}-to-${report.range.to}.pdf`
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'pet'
