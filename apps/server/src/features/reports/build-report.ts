import { ageLabel } from '@pawpulse/domain/age'
import { DEFAULT_ALERT_THRESHOLD, dailyAverages } from '@pawpulse/domain/breathing'
import { bodyConditionLabel, formatBodyCondition } from '@pawpulse/domain/body-condition'
import { conditionIdLabel } from '@pawpulse/domain/condition-id'
import { acvimStageMonitoring, type AcvimStage } from '@pawpulse/domain/condition-metadata'
import { localDate, localDaysToInstants, localToday } from '@pawpulse/domain/time-zone'
import type { ReportSection } from '@pawpulse/domain/report'
import { assessmentCounts, dosesGivenVsExpected, summarizeIbd, weightChange } from '@pawpulse/domain/report-aggregates'
import type { ReportModel } from '@pawpulse/domain/report-model'
import { symptomMeasureTexts } from '@pawpulse/domain/report-symptoms'
import type { CibdaiScores } from '@pawpulse/domain/symptoms'
import { convertWeight, type WeightUnit } from '@pawpulse/domain/units'
import { bySoonestDue, vaccineIdentity } from '@pawpulse/domain/vaccines'
import { careTeamRoles } from '@pawpulse/domain/care-team'
import type { Database } from '#server/db/client.ts'
import { AppError } from '#server/lib/app-error.ts'
import { loadBaseline } from '../breathing/assessment'
import { loadBreathingSettings } from '../breathing/settings'
import { toCondition } from '../conditions/view'
import { loadMedications } from '../medications/service'
import { loadTreatmentRows } from '../treatments/service'
import { toTreatments } from '../treatments/view'
import { loadVaccinationRows } from '../vaccinations/service'
import { toVaccinations } from '../vaccinations/view'
import * as load from './section-loaders'

/** The behaviour's scales, which the table's check constraints hold to the domain's words. */
type Behavior = NonNullable<ReportModel['behavior']>

export interface BuildReportOptions {
  db: Database
  petId: string
  /** The zone whose calendar days the range and every date are in. */
  timeZone: string
  /** Weights are shown in this unit. */
  unit: WeightUnit
  sections: readonly ReportSection[]
  /** Calendar dates, both included, and how the range reads ("Last 90 days"). */
  range: { from: string; to: string; label: string }
  now?: Date
}

const round1 = (value: number) => Math.round(value * 10) / 10
const when = <T>(isChosen: boolean, read: () => Promise<T>): Promise<T | undefined> => (isChosen ? read() : Promise.resolve(undefined))

/**
 * The one report model (docs/product/reports.md): every section chosen is read at once, one query
 * per kind of row and never one per log, so a year costs the same number of queries as a week.
 * The caller has checked access (pet access, or a valid share link); this only reads.
 */
export async function buildReport({
  db,
  petId,
  timeZone,
  unit,
  sections,
  range,
  now = new Date(),
}: BuildReportOptions): Promise<ReportModel> {
  const has = (section: ReportSection) => sections.includes(section)
  const window = localDaysToInstants(range, timeZone)
  const today = localToday(timeZone, now)
  const [
    petRows,
    mix,
    team,
    conditionRows,
    metadata,
    symptomRows,
    breathing,
    settings,
    baseline,
    weights,
    medications,
    doses,
    treatmentRows,
    vaccinationRows,
    diet,
    behavior,
    notes,
  ] = await Promise.all([
    load.loadPet(db, petId),
    when(has('profile'), () => load.loadBreedMix(db, petId)),
    when(has('careTeam'), () => load.loadCareTeam(db, petId)),
    when(has('conditions') || has('symptoms'), () => load.loadConditionRows(db, petId)),
    when(has('conditions'), () => load.loadMetadata(db, petId)),
    when(has('symptoms'), () => load.loadSymptomRows(db, petId, window)),
    when(has('breathing'), () => load.loadBreathingRows(db, petId, window)),
    when(has('breathing'), () => loadBreathingSettings(db, petId)),
    when(has('breathing'), () => loadBaseline(db, petId, timeZone)),
    when(has('weight'), () => load.loadWeightRows(db, petId, window)),
    when(has('medications'), () => loadMedications(db, petId, now)),
    when(has('medications'), () => load.loadDoseRows(db, petId, window)),
    when(has('treatments'), () => loadTreatmentRows(db, petId)),
    when(has('vaccinations'), () => loadVaccinationRows(db, petId)),
    when(has('diet'), () => load.loadDiet(db, petId)),
    when(has('behavior'), () => load.loadBehavior(db, petId)),
    when(has('notes'), () => load.loadNotes(db, petId, window, range, timeZone)),
  ])
  const pet = petRows[0]
  if (!pet) throw AppError.notFound('Pet not found')
  const species = pet.species === 'cat' ? 'cat' : 'dog'
  const conditions = conditionRows?.map(toCondition)
  const model: ReportModel = {
    generatedAt: now.toISOString(),
    timeZone,
    range,
    sections: [...sections],
    pet: { name: pet.name, species, hasPhoto: pet.profileImageId !== null },
  }

  if (mix) {
    model.profile = {
      species,
      breed: pet.breed,
      breedMix: mix.map((m) => ({ breed: m.breed, percentage: m.percentage, isDominant: m.isDominant })),
      ageLabel: ageLabel(pet, now),
      birthdate: pet.birthdate,
      sex: pet.sex,
      color: pet.color,
      weight: pet.weight !== null ? round1(convertWeight(pet.weight, pet.weightUnit === 'lb' ? 'lb' : 'kg', unit)) : null,
      weightUnit: unit,
      microchipped: pet.microchipped,
      microchipId: pet.microchipId,
      neutered: pet.neutered,
    }
  }
  if (team) {
    model.careTeam = team.map((c) => ({
      role: careTeamRoles.find((role) => role === c.role) ?? 'Primary Veterinarian',
      name: c.name,
      clinic: c.clinic,
      phoneNumber: c.phoneNumber,
      email: c.email,
      address: c.fullAddress,
    }))
  }
  if (conditions && metadata) {
    const detailsOf = (key: string) => {
      const data = metadata.find((m) => m.conditionId === key)?.data ?? {}
      if (key === 'mvd' && typeof data.acvimStage === 'string' && data.acvimStage in acvimStageMonitoring) {
        return [`ACVIM stage ${data.acvimStage}: ${acvimStageMonitoring[data.acvimStage as AcvimStage]}`]
      }
      return Object.entries(data)
        .filter(([, value]) => value !== null && value !== '')
        .map(([name, value]) => `${name}: ${String(value)}`)
    }
    const item = (c: NonNullable<typeof conditions>[number]) => ({
      label: c.label,
      diagnosisDate: c.diagnosisDate,
      resolutionDate: c.resolutionDate,
      notes: c.notes,
      details: detailsOf(c.conditionId),
    })
    model.conditions = {
      current: conditions.filter((c) => !c.isResolved).map(item),
      resolved: conditions.filter((c) => c.isResolved).map(item),
    }
  }
  if (symptomRows) {
    const keys = [...new Set(symptomRows.map((r) => r.conditionId))]
    model.symptoms = keys.map((conditionId) => {
      const rows = symptomRows.filter((r) => r.conditionId === conditionId)
      const label = conditions?.find((c) => c.conditionId === conditionId)?.label ?? conditionIdLabel(conditionId)
      return {
        conditionId,
        label,
        count: rows.length,
        ibd:
          conditionId === 'ibd'
            ? summarizeIbd([...rows].reverse().map((r) => r.symptoms as { cibdai: CibdaiScores; faecalScore: number }))
            : null,
        entries: rows.map((r) => ({
          loggedAt: r.loggedAt.toISOString(),
          measures: symptomMeasureTexts(conditionId, r.symptoms),
          notes: r.notes,
        })),
      }
    })
  }
  if (breathing) {
    const threshold = settings?.alertThreshold ?? DEFAULT_ALERT_THRESHOLD
    const points = breathing.rows.map((r) => ({
      measuredAt: r.measuredAt.toISOString(),
      breathsPerMinute: r.breathsPerMinute,
      context: r.context === 'resting' ? ('resting' as const) : ('sleeping' as const),
    }))
    const { total, aboveThreshold, raised, contactVet } = assessmentCounts(points, {
      threshold,
      baseline: baseline?.rate ?? null,
      previous: breathing.previous,
    })
    model.breathing = {
      threshold,
      baseline: baseline ?? null,
      points,
      dailyValues: dailyAverages(points, timeZone),
      assessment: { total, aboveThreshold, raised, contactVet },
    }
  }
  if (weights) {
    const points = weights.map((w) => ({
      measuredAt: w.measuredAt.toISOString(),
      weight: Math.round(convertWeight(w.weight, w.weightUnit === 'lb' ? 'lb' : 'kg', unit) * 100) / 100,
      bodyCondition: w.bodyConditionScore === null ? null : formatBodyCondition(w.bodyConditionScore, w.bodyConditionScale),
    }))
    const change = weightChange(points)
    const scored = [...weights].reverse().find((w) => w.bodyConditionScore !== null)
    model.weight = {
      unit,
      points,
      change: change ? { change: change.change, percent: change.percent, from: change.first.weight, to: change.last.weight } : null,
      latestBodyCondition:
        scored && scored.bodyConditionScore !== null
          ? {
              score: formatBodyCondition(scored.bodyConditionScore, scored.bodyConditionScale),
              label: scored.bodyConditionScale === 9 ? bodyConditionLabel(scored.bodyConditionScore) : '',
            }
          : null,
    }
  }
  if (medications && doses) {
    model.medications = medications
      // A medication that ended before the range, or starts after it, has nothing to say about it.
      .filter((m) => (m.endDate === null || m.endDate >= range.from) && (m.startDate === null || m.startDate <= range.to))
      .map((m) => {
        const log = doses.filter((d) => d.medicationId === m.id)
        const { given, expected } = dosesGivenVsExpected({
          schedule: m.schedule,
          startDate: m.startDate,
          addedOn: localDate(new Date(m.createdAt), timeZone),
          endDate: m.endDate,
          range,
          today,
          given: log.length,
        })
        return {
          name: m.name,
          dosage: m.dosage,
          frequency: m.frequency,
          route: m.route,
          startDate: m.startDate,
          endDate: m.endDate,
          isCurrent: m.isCurrent,
          nextDoseDue: m.nextDoseDue,
          dueStatus: m.dueStatus,
          doses: { given, expected },
          doseLog: log.map((d) => ({ givenAt: d.givenAt.toISOString(), notes: d.notes })),
        }
      })
  }
  if (treatmentRows) {
    model.treatments = toTreatments(treatmentRows, species, today)
      .filter((t) => t.isLatest)
      .map((t) => ({
        productName: t.productName,
        treatmentType: t.treatmentType,
        lastGiven: t.givenOn,
        nextDue: t.nextDue,
        dueStatus: t.dueStatus ?? 'upcoming',
        daysUntilDue: t.daysUntilDue ?? 0,
      }))
  }
  if (vaccinationRows) model.vaccinations = vaccinationItems(vaccinationRows, range, today)
  if (diet) {
    const d = diet[0]
    model.diet = d
      ? {
          foodType: d.foodType,
          brand: d.brand,
          feedingSchedule: d.feedingSchedule,
          portionSize: d.portionSize,
          treats: d.treats,
          dietaryRestrictions: d.dietaryRestrictions,
          notes: d.notes,
        }
      : null
  }
  if (behavior) {
    const b = behavior[0]
    model.behavior = b
      ? {
          temperament: b.temperament,
          energyLevel: b.energyLevel as Behavior['energyLevel'],
          anxietyTriggers: b.anxietyTriggers,
          dogReactivity: b.dogReactivity as Behavior['dogReactivity'],
          catReactivity: b.catReactivity as Behavior['catReactivity'],
          peopleReactivity: b.peopleReactivity as Behavior['peopleReactivity'],
          childReactivity: b.childReactivity as Behavior['childReactivity'],
          houseTraining: b.houseTraining as Behavior['houseTraining'],
          crateTrained: b.crateTrained,
          separationAnxiety: b.separationAnxiety as Behavior['separationAnxiety'],
          muzzleNeeded: b.muzzleNeeded,
          handlingNotes: b.handlingNotes,
          notes: b.notes,
        }
      : null
  }
  if (notes)
    model.notes = notes.map((n) => ({ at: n.at, source: n.source as NonNullable<ReportModel['notes']>[number]['source'], text: n.text }))
  return model
}

/**
 * Every vaccine the pet has had, by its latest dose (which says what protects it now, even when
 * given before the range), with the doses given within the range. One query's rows, newest first.
 */
function vaccinationItems(
  rows: Parameters<typeof toVaccinations>[0],
  range: { from: string; to: string },
  today: string,
): NonNullable<ReportModel['vaccinations']> {
  const views = toVaccinations(rows, today)
  return views
    .filter((v) => v.isLatest)
    .map((latest) => ({
      vaccineName: latest.vaccineName,
      core: latest.core,
      lastGiven: latest.givenOn,
      nextDue: latest.nextDueOn,
      status: latest.status ?? 'none',
      daysUntilDue: latest.daysUntilDue,
      clinic: latest.clinic,
      batchNumber: latest.batchNumber,
      dosesInRange: views
        .filter((v) => vaccineIdentity(v) === vaccineIdentity(latest) && v.givenOn >= range.from && v.givenOn <= range.to)
        .map((v) => ({ givenOn: v.givenOn, clinic: v.clinic, batchNumber: v.batchNumber })),
    }))
    .sort((a, b) =>
      bySoonestDue({ nextDueOn: a.nextDue, vaccineName: a.vaccineName }, { nextDueOn: b.nextDue, vaccineName: b.vaccineName }),
    )
}
