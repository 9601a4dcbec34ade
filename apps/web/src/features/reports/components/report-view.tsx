import { behaviorFacts } from '@pawpulse/domain/behavior'
import { reportSectionLabels, type ReportSection } from '@pawpulse/domain/report'
import type { ReportModel } from '@pawpulse/domain/report-model'
import type { ReactNode } from 'react'
import { PetAvatar } from '#web/components/pet-avatar.tsx'
import { formatDateTime, formatIsoDate } from '#web/lib/format-date.ts'
import {
  BreathingSection,
  MedicationsSection,
  SymptomsSection,
  TreatmentsSection,
  VaccinationsSection,
  WeightSection,
} from './report-health-sections'
import { DataTable } from '#web/components/ui/data-table.tsx'
import { Facts, yesNo } from './report-table'

/**
 * One report model, drawn the same on the live page, the shared page and the owner's preview
 * (the PDF draws the same model on the server). Only the sections in the model appear.
 */
export function ReportView({ report, photoUrl, headingLevel = 2 }: { report: ReportModel; photoUrl: string | null; headingLevel?: 1 | 2 }) {
  const Title = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <article aria-labelledby="report-title" className="report grid gap-6">
      <header className="flex items-center gap-4">
        <PetAvatar name={report.pet.name} photoUrl={report.pet.hasPhoto ? photoUrl : null} size="lg" />
        <div>
          <Title id="report-title" className="text-2xl font-bold">
            {report.pet.name} — health report
          </Title>
          <p className="text-sm text-muted-foreground">
            {formatIsoDate(report.range.from)} to {formatIsoDate(report.range.to)} ({report.range.label}). Generated{' '}
            {formatDateTime(report.generatedAt, report.timeZone)}.
          </p>
        </div>
      </header>
      {report.sections.map((section) => (
        <ReportSectionBlock key={section} section={section} level={headingLevel === 1 ? 'h2' : 'h3'}>
          {sectionBody(section, report)}
        </ReportSectionBlock>
      ))}
    </article>
  )
}

function ReportSectionBlock({ section, level: Heading, children }: { section: ReportSection; level: 'h2' | 'h3'; children: ReactNode }) {
  const id = `report-section-${section}`
  return (
    <section aria-labelledby={id} className="report-section grid gap-2 rounded-lg border border-border bg-card p-4">
      <Heading id={id} className="text-lg font-semibold">
        {reportSectionLabels[section]}
      </Heading>
      {children}
    </section>
  )
}

function sectionBody(section: ReportSection, report: ReportModel): ReactNode {
  const { timeZone } = report
  switch (section) {
    case 'profile': {
      const p = report.profile
      if (!p) return null
      const breed =
        p.breedMix.length > 1 ? p.breedMix.map((b) => (b.percentage ? `${b.breed} ${b.percentage} %` : b.breed)).join(', ') : p.breed
      return (
        <Facts
          items={[
            ['Species', p.species === 'cat' ? 'Cat' : 'Dog'],
            ['Breed', breed],
            ['Age', p.ageLabel],
            ['Birthdate', p.birthdate ? formatIsoDate(p.birthdate) : null],
            ['Sex', p.sex],
            ['Colour', p.color],
            ['Weight', p.weight !== null ? `${p.weight} ${p.weightUnit}` : null],
            ['Microchip', p.microchipped ? (p.microchipId ?? 'Yes, number not recorded') : 'No'],
            ['Neutered', yesNo(p.neutered)],
          ]}
        />
      )
    }
    case 'careTeam':
      return report.careTeam?.length ? (
        <DataTable
          caption="Care team"
          columns={['Role', 'Name', 'Clinic', 'Phone', 'E-mail', 'Address']}
          rows={report.careTeam.map((c) => ({
            key: c.role,
            cells: [c.role, c.name ?? '', c.clinic ?? '', c.phoneNumber ?? '', c.email ?? '', c.address ?? ''],
          }))}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No care team recorded.</p>
      )
    case 'conditions': {
      const c = report.conditions
      if (!c) return null
      const rows = (list: typeof c.current, state: string) =>
        list.map((x) => ({
          key: `${state}-${x.label}-${x.diagnosisDate}`,
          cells: [
            x.label,
            state,
            x.diagnosisDate ? formatIsoDate(x.diagnosisDate) : '—',
            x.resolutionDate ? formatIsoDate(x.resolutionDate) : '—',
            [...x.details, x.notes].filter(Boolean).join('; '),
          ],
        }))
      return c.current.length + c.resolved.length ? (
        <DataTable
          caption="Conditions"
          columns={['Condition', 'State', 'Diagnosed', 'Resolved', 'Details']}
          rows={[...rows(c.current, 'Current'), ...rows(c.resolved, 'Resolved')]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No conditions recorded.</p>
      )
    }
    case 'symptoms':
      return report.symptoms ? <SymptomsSection symptoms={report.symptoms} timeZone={timeZone} /> : null
    case 'breathing':
      return report.breathing ? <BreathingSection breathing={report.breathing} report={report} /> : null
    case 'weight':
      return report.weight ? <WeightSection weight={report.weight} report={report} /> : null
    case 'medications':
      return report.medications ? <MedicationsSection medications={report.medications} timeZone={timeZone} /> : null
    case 'treatments':
      return report.treatments ? <TreatmentsSection treatments={report.treatments} /> : null
    case 'vaccinations':
      return report.vaccinations ? <VaccinationsSection vaccinations={report.vaccinations} /> : null
    case 'diet': {
      const d = report.diet
      return d ? (
        <Facts
          items={[
            ['Food type', d.foodType],
            ['Brand', d.brand],
            ['Feeding schedule', d.feedingSchedule],
            ['Portion', d.portionSize],
            ['Treats', d.treats],
            ['Restrictions', d.dietaryRestrictions],
            ['Notes', d.notes],
          ]}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No diet recorded.</p>
      )
    }
    case 'behavior': {
      const b = report.behavior
      return b ? <Facts items={behaviorFacts(b)} /> : <p className="text-sm text-muted-foreground">No behaviour recorded.</p>
    }
    case 'notes':
      return report.notes?.length ? (
        <DataTable
          caption="Owner’s notes"
          columns={['When', 'On', 'Note']}
          rows={report.notes.map((n, i) => ({
            key: `${n.at}-${i}`,
            cells: [formatDateTime(n.at, timeZone), noteSource[n.source], n.text],
          }))}
        />
      ) : (
        <p className="text-sm text-muted-foreground">No notes in this range.</p>
      )
  }
}

const noteSource = {
  breathing: 'Breathing count',
  weight: 'Weight',
  symptoms: 'Symptom log',
  dose: 'Dose',
  treatment: 'Treatment',
  vaccination: 'Vaccination',
} as const
