import { assessBreathingRate, dailyAverages } from '@pawpulse/domain/breathing'
import { DASHBOARD_SYMPTOMS, DASHBOARD_WEIGHTS, SPARKLINE_DAYS, type Dashboard } from '@pawpulse/domain/dashboard-api'
import { addDays, localToday } from '@pawpulse/domain/time-zone'
import { quickActions } from '@pawpulse/domain/quick-actions'
import { weightUnitFor } from '@pawpulse/domain/units'
import type { PetScope } from '#server/core/pet-router.ts'
import { loadBaseline } from '../breathing/assessment'
import { loadChartPoints, loadLatestCounts } from '../breathing/chart'
import { loadConditions } from '../conditions/service'
import { loadMedications } from '../medications/service'
import { loadLatestSymptoms } from '../symptoms/service'
import { loadTreatmentRows } from '../treatments/service'
import { toTreatments } from '../treatments/view'
import { loadVaccinationRows } from '../vaccinations/service'
import { dueVaccinations, toVaccinations } from '../vaccinations/view'
import { loadWeightTrend } from '../weight/chart'
import { loadPetCard } from './pet-card'

const isDue = (status: string | null) => status === 'overdue' || status === 'due_today'

/**
 * Everything the dashboard shows for one pet in one request, not a waterfall of requests: the pet
 * router's access check (which also read the user's zone and units), then every read at once.
 */
export async function getDashboard({ db, petId, access, timeZone, unitSystem }: PetScope, now = new Date()): Promise<Dashboard> {
  const today = localToday(timeZone, now)
  const unit = weightUnitFor(unitSystem)
  const [
    { pet, threshold, primaryVet },
    latest,
    points,
    baseline,
    conditions,
    medications,
    treatmentRows,
    symptoms,
    weight,
    vaccinationRows,
  ] = await Promise.all([
    loadPetCard(db, petId),
    loadLatestCounts(db, petId, 2),
    loadChartPoints(db, petId, { from: addDays(today, -(SPARKLINE_DAYS - 1)), to: today }, timeZone),
    loadBaseline(db, petId, timeZone),
    loadConditions(db, petId),
    loadMedications(db, petId, now),
    loadTreatmentRows(db, petId),
    loadLatestSymptoms(db, petId, DASHBOARD_SYMPTOMS),
    loadWeightTrend(db, petId, unit, DASHBOARD_WEIGHTS),
    loadVaccinationRows(db, petId),
  ])
  const [newest, previous] = latest
  const current = conditions.filter((c) => !c.isResolved)
  const dueMedications = medications.filter((m) => isDue(m.dueStatus))
  const dueTreatments = toTreatments(treatmentRows, pet.species, today).filter((t) => isDue(t.dueStatus))
  return {
    pet: { ...pet, access },
    timeZone,
    today,
    breathing: {
      latest: newest ?? null,
      assessment: newest
        ? assessBreathingRate({
            rate: newest.breathsPerMinute,
            previous: previous ? { rate: previous.breathsPerMinute } : null,
            threshold,
            baseline: baseline?.rate ?? null,
            primaryVet,
          })
        : null,
      threshold,
      baseline,
      primaryVet,
      sparkline: dailyAverages(points, timeZone),
    },
    conditions: current,
    due: { medications: dueMedications, treatments: dueTreatments },
    vaccinations: dueVaccinations(toVaccinations(vaccinationRows, today)),
    symptoms,
    weight,
    quickActions: quickActions({
      access,
      currentConditions: current.map((c) => ({ conditionId: c.conditionId, label: c.label })),
      hasDueMedications: dueMedications.length > 0,
      hasDueTreatments: dueTreatments.length > 0,
    }),
  }
}
