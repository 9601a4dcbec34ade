import { toCsv } from '@pawpulse/domain/csv'
import type { ReportSection } from '@pawpulse/domain/report'
import type { ReportModel } from '@pawpulse/domain/report-model'
import { AppError } from '#server/lib/app-error.ts'

export const csvLogs = ['breathing', 'weight', 'symptoms', 'doses'] as const
export type CsvLog = (typeof csvLogs)[number]
/** The report section each CSV comes from: a link shares a log only if it shares its section. */
export const sectionOfLog: Record<CsvLog, ReportSection> = {
  breathing: 'breathing',
  weight: 'weight',
  symptoms: 'symptoms',
  doses: 'medications',
}

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
