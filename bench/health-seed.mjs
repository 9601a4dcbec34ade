// Seeds the benchmark database with set-based SQL (generate_series): PETS pets spread over the
// bench owners, each with DAYS days of one sleeping count a day, plus what a dashboard reads
// (a condition, a primary vet, a medication with a dose, a treatment, symptoms and weights).

/** Rows the seed leaves, so a second run can tell that the database is ready. */
export async function isSeeded(client, { pets, days }) {
  const { rows } = await client.query(`select (select count(*) from pets where name like 'Bench pet %')::int as pets,
    (select count(*) from breathing_rate_logs)::bigint as logs`)
  return rows[0].pets === pets && Number(rows[0].logs) >= pets * days
}

export async function seed(client, { ownerIds, pets, days }) {
  const step = async (label, sql, params = []) => {
    const started = performance.now()
    const result = await client.query(sql, params)
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  await client.query('begin')
  // Foreign-key triggers off for the bulk load (every id below comes from the rows just written).
  await client.query('set local session_replication_role = replica')
  await step(
    'pets',
    `insert into pets (user_id, name, species, weight, weight_unit)
    select ($1::uuid[])[1 + g % cardinality($1::uuid[])], 'Bench pet ' || g, case when g % 3 = 0 then 'cat' else 'dog' end, 20, 'kg'
    from generate_series(1, $2::int) g`,
    [ownerIds, pets],
  )
  await step(
    'breathing logs',
    `insert into breathing_rate_logs (pet_id, recorded_by, measured_at, breath_count, duration_seconds, breaths_per_minute, context, method)
    select id, user_id, measured_at, c, 30, c * 2, 'sleeping', 'counter'
    from (select p.id, p.user_id, date_trunc('day', now()) - make_interval(days => d) + interval '4 hours' + random() * interval '3 hours' as measured_at,
                 8 + floor(random() * 8)::int as c
          from pets p cross join generate_series(0, $1::int - 1) d where p.name like 'Bench pet %' order by p.id, d) s`,
    [days],
  )
  await step(
    'conditions',
    `insert into pet_health_conditions (pet_id, user_id, condition) select id, user_id, 'mvd' from pets where name like 'Bench pet %'`,
  )
  await step(
    'primary vets',
    `insert into care_team (pet_id, user_id, role, name, phone_number)
    select id, user_id, 'Primary Veterinarian', 'Dr. Bench', '+1 415 555 0100' from pets where name like 'Bench pet %'`,
  )
  await step(
    'medications',
    `insert into medications (pet_id, user_id, name, schedule_frequency) select id, user_id, 'Pimobendan', 'twice_daily' from pets where name like 'Bench pet %'`,
  )
  await step(
    'doses',
    `insert into medication_doses (medication_id, pet_id, given_at)
    select m.id, m.pet_id, now() - make_interval(hours => h * 12) from medications m cross join generate_series(1, 30) h`,
  )
  await step(
    'treatments',
    `insert into parasite_treatments (pet_id, product_name, treatment_type, frequency, given_on)
    select id, 'NexGard', 'flea_tick', 'monthly', current_date - (g * 30) from pets cross join generate_series(0, 11) g where name like 'Bench pet %'`,
  )
  await step(
    'symptom logs',
    `insert into symptom_logs (pet_id, condition_id, logged_at, symptoms)
    select id, 'arthritis', now() - make_interval(days => g), '{"symptom":"Stiff","severity":2}'::jsonb from pets cross join generate_series(1, 30) g where name like 'Bench pet %'`,
  )
  await step(
    'weights',
    `insert into weight_logs (pet_id, measured_at, weight, weight_unit)
    select id, now() - make_interval(days => g * 7), 20 + g / 10.0, 'kg' from pets cross join generate_series(1, 52) g where name like 'Bench pet %'`,
  )
  await client.query('commit')
  await step('analyze', 'analyze')
}
