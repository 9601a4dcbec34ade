// The ceiling's `GET /api/pets/{petId}/dashboard` (api-ceiling.mjs serves it): per request, the
// same work as the app's route after the session check api-ceiling.mjs does:
//   - the pet id's shape (the uuid pattern the app's validation uses: anything else is 404);
//   - the access check in one query, as the app's pet router does it: the pet's owner, or an active
//     household member the pet is shared with (404 for anyone else), with the user's time zone
//     (else UTC) and unit system from the user's row;
//   - then the ten reads of the app's getDashboard, at once as its Promise.all sends them, each
//     the same SQL (the same tables, columns, joins, order and limits): the pet with its breathing
//     threshold and primary vet, the two newest counts, the sparkline's 7 days of counts, the
//     baseline window, the conditions, the medications with their last dose, the parasite
//     treatments with their makers, the 5 newest symptom logs, the 10 newest weights, and the
//     vaccinations;
//   - the same computations and the same JSON: the domain's functions (assessBreathingRate,
//     dailyAverages, baselineRate, localToday, weightUnitFor, quickActions…) and the server's pure
//     view mappings (toCondition, toMedication, toTreatments, toSymptomLog, toPoint,
//     toVaccinations, dueVaccinations, toBreathingLog) are imported, not written again, so this
//     file needs `node --import tsx`.
// Left out: everything of the app's that is not this work — its router, validation of anything
// else, API keys (this route takes only the session cookie here), logging, security headers,
// compression. The statements are named (prepared once per connection); the app's are not.
import { assessBreathingRate, baselineRate, dailyAverages, DEFAULT_ALERT_THRESHOLD } from '@pawpulse/domain/breathing'
import { DASHBOARD_SYMPTOMS, DASHBOARD_WEIGHTS, SPARKLINE_DAYS } from '@pawpulse/domain/dashboard-api'
import { quickActions } from '@pawpulse/domain/quick-actions'
import { addDays, localDaysToInstants, localToday } from '@pawpulse/domain/time-zone'
import { weightUnitFor } from '@pawpulse/domain/units'
import { toBreathingLog } from '../apps/server/src/features/breathing/view.ts'
import { toCondition } from '../apps/server/src/features/conditions/view.ts'
import { toMedication } from '../apps/server/src/features/medications/view.ts'
import { toSymptomLog } from '../apps/server/src/features/symptoms/view.ts'
import { toTreatments } from '../apps/server/src/features/treatments/view.ts'
import { dueVaccinations, toVaccinations } from '../apps/server/src/features/vaccinations/view.ts'
import { toPoint } from '../apps/server/src/features/weight/view.ts'

/** The pattern of the app's pet id check (zod's `z.uuid()`): a malformed id is 404 before any query. */
const UUID =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

const statements = {
  access: `select p.user_id, m.access_level, u.timezone, u.unit_system
             from pets p
             join users u on u.id = $1
             left join household_member_pets mp on mp.pet_id = p.id
             left join household_members m on m.id = mp.member_id and m.member_user_id = $1 and m.status = 'active'
            where p.id = $2 and (p.user_id = $1 or m.member_user_id = $1)`,
  petCard: `select p.id, p.name, p.species, p.weight, p.weight_unit, p.profile_image_id, s.alert_threshold,
                   c.id as vet_id, c.name as vet_name, c.phone_number as vet_phone
              from pets p
              left join breathing_settings s on s.pet_id = p.id
              left join care_team c on c.pet_id = p.id and c.role = 'Primary Veterinarian'
             where p.id = $1`,
  latestCounts: `select id, pet_id as "petId", recorded_by as "recordedBy", measured_at as "measuredAt", breath_count as "breathCount",
                        duration_seconds as "durationSeconds", breaths_per_minute as "breathsPerMinute", context, method, confidence,
                        notes, created_at as "createdAt", updated_at as "updatedAt"
                   from breathing_rate_logs where pet_id = $1 order by measured_at desc limit $2`,
  chartPoints: `select measured_at, breaths_per_minute, context from breathing_rate_logs
                 where pet_id = $1 and measured_at >= $2 and measured_at < $3 order by measured_at asc`,
  baseline: `select measured_at as "measuredAt", breaths_per_minute as "breathsPerMinute", context from breathing_rate_logs
              where pet_id = $1 and context = 'sleeping'
                and measured_at < (select min(measured_at) from breathing_rate_logs where pet_id = $1 and context = 'sleeping') + interval '15 days'
              order by measured_at asc`,
  conditions: `select id, pet_id as "petId", user_id as "userId", condition, other_name as "otherName", diagnosis_date as "diagnosisDate",
                      ongoing, resolution_date as "resolutionDate", notes, created_at as "createdAt", updated_at as "updatedAt"
                 from pet_health_conditions where pet_id = $1 order by created_at desc`,
  medications: `select id, pet_id as "petId", user_id as "userId", name, dosage, frequency, route, category, start_date as "startDate",
                       end_date as "endDate", notes, source, schedule_frequency as "scheduleFrequency",
                       schedule_interval_hours as "scheduleIntervalHours", created_at as "createdAt", updated_at as "updatedAt",
                       (select max(d.given_at) from medication_doses d where d.medication_id = medications.id) as "lastDoseAt"
                  from medications where pet_id = $1 order by start_date desc, created_at desc`,
  treatments: `select t.id, t.pet_id as "petId", t.recorded_by as "recordedBy", t.brand_id as "brandId", t.user_brand_id as "userBrandId",
                      t.product_name as "productName", t.treatment_type as "treatmentType", t.variant, t.frequency, t.given_on as "givenOn",
                      t.notes, t.created_at as "createdAt", t.updated_at as "updatedAt",
                      b.manufacturer as brand_maker, o.manufacturer as own_maker, o.species as own_species
                 from parasite_treatments t
                 left join treatment_brands b on b.id = t.brand_id
                 left join user_treatment_brands o on o.id = t.user_brand_id
                where t.pet_id = $1 order by t.given_on desc, t.created_at desc`,
  symptoms: `select id, pet_id as "petId", recorded_by as "recordedBy", condition_id as "conditionId", logged_at as "loggedAt", symptoms,
                    notes, created_at as "createdAt", updated_at as "updatedAt"
               from symptom_logs where pet_id = $1 order by logged_at desc limit $2`,
  weights: `select measured_at as "measuredAt", weight, weight_unit as "weightUnit", body_condition_score as "bodyConditionScore"
              from weight_logs where pet_id = $1 order by measured_at desc limit $2`,
  vaccinations: `select id, pet_id as "petId", recorded_by as "recordedBy", vaccine_key as "vaccineKey", vaccine_name as "vaccineName",
                        given_on as "givenOn", next_due_on as "nextDueOn", clinic, batch_number as "batchNumber", notes,
                        created_at as "createdAt", updated_at as "updatedAt"
                   from pet_vaccinations where pet_id = $1 order by given_on desc, created_at desc`,
}

/**
 * Type parsers for the ceiling's pool, as Drizzle reads these columns: `date` stays the
 * 'YYYY-MM-DD' text (not a Date at local midnight), `numeric` becomes a number (the app's columns
 * are `mode: 'number'`).
 */
export function typeParsers(pgTypes) {
  return {
    getTypeParser: (oid, format) =>
      oid === pgTypes.builtins.DATE ? (value) => value : oid === pgTypes.builtins.NUMERIC ? Number : pgTypes.getTypeParser(oid, format),
  }
}

const isDue = (status) => status === 'overdue' || status === 'due_today'

/** The dashboard of `petId` for `userId`: `{ status: 200, body }`, or `{ status: 404 }` without access. */
export async function dashboard(pool, userId, petId, now = new Date()) {
  if (!UUID.test(petId)) return { status: 404 }
  const run = async (name, values) => (await pool.query({ name: `dashboard_${name}`, text: statements[name], values })).rows

  const found = await run('access', [userId, petId])
  const access = found.some((r) => r.user_id === userId)
    ? 'owner'
    : found.some((r) => r.access_level === 'editor')
      ? 'editor'
      : found.some((r) => r.access_level === 'viewer')
        ? 'viewer'
        : null
  if (!access) return { status: 404 }
  const timeZone = found[0].timezone ?? 'UTC'
  const unitSystem = found[0].unit_system === 'metric' || found[0].unit_system === 'imperial' ? found[0].unit_system : null

  const today = localToday(timeZone, now)
  const unit = weightUnitFor(unitSystem)
  const { start, end } = localDaysToInstants({ from: addDays(today, -(SPARKLINE_DAYS - 1)), to: today }, timeZone)
  const [[card], latest, points, baselineRows, conditionRows, medicationRows, treatmentRows, symptomRows, weightRows, vaccinationRows] =
    await Promise.all([
      run('petCard', [petId]),
      run('latestCounts', [petId, 2]),
      run('chartPoints', [petId, start, end]),
      run('baseline', [petId]),
      run('conditions', [petId]),
      run('medications', [petId]),
      run('treatments', [petId]),
      run('symptoms', [petId, DASHBOARD_SYMPTOMS]),
      run('weights', [petId, DASHBOARD_WEIGHTS]),
      run('vaccinations', [petId]),
    ])
  if (!card) return { status: 404 }

  const species = card.species === 'cat' ? 'cat' : 'dog'
  const threshold = card.alert_threshold ?? DEFAULT_ALERT_THRESHOLD
  const primaryVet = card.vet_id ? { name: card.vet_name, phoneNumber: card.vet_phone } : null
  const baseline = baselineRate(baselineRows, timeZone)
  const [newest, previous] = latest.map(toBreathingLog)
  const current = conditionRows.map(toCondition).filter((c) => !c.isResolved)
  const dueMedications = medicationRows.map((m) => toMedication(m, m.lastDoseAt, now, timeZone)).filter((m) => isDue(m.dueStatus))
  const dueTreatments = toTreatments(
    treatmentRows.map(({ brand_maker, own_maker, own_species, ...treatment }) => ({
      treatment,
      manufacturer: brand_maker ?? own_maker,
      ownSpecies: own_species,
    })),
    species,
    today,
  ).filter((t) => isDue(t.dueStatus))
  const sparklinePoints = points.map((r) => ({
    measuredAt: r.measured_at.toISOString(),
    breathsPerMinute: r.breaths_per_minute,
    context: r.context === 'resting' ? 'resting' : 'sleeping',
  }))
  return {
    status: 200,
    body: {
      pet: {
        id: card.id,
        name: card.name,
        species,
        weight: card.weight,
        weightUnit: card.weight_unit === 'kg' || card.weight_unit === 'lb' ? card.weight_unit : null,
        profileImageId: card.profile_image_id,
        access,
      },
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
        sparkline: dailyAverages(sparklinePoints, timeZone),
      },
      conditions: current,
      due: { medications: dueMedications, treatments: dueTreatments },
      vaccinations: dueVaccinations(toVaccinations(vaccinationRows, today)),
      symptoms: symptomRows.map(toSymptomLog),
      weight: { unit, points: weightRows.reverse().map((r) => toPoint(r, unit)) },
      quickActions: quickActions({
        access,
        currentConditions: current.map((c) => ({ conditionId: c.conditionId, label: c.label })),
        hasDueMedications: dueMedications.length > 0,
        hasDueTreatments: dueTreatments.length > 0,
      }),
    },
  }
}
