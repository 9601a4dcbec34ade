import { describe, expect, it } from 'vitest'
import { parseVetRecord, scheduleOf } from './vet-record-parser'
import { extractedVetRecordSchema } from './vet-record'

/** A US clinic's patient summary, as a PDF's text layer gives it. */
const US_RECORD = `Sunny Valley Animal Hospital
1234 Oak Street
Springfield, IL 62704
Phone: (217) 555-0142    Email: FrontDesk@SunnyValleyVet.com

PATIENT RECORD
Patient: Biscuit            Species: Canine
Breed: Cavalier King Charles Spaniel    Sex: MN
DOB: 03/14/2016            Color: Blenheim
Microchip: 985 141 000 123 456
Client: Jane Doe

Visit Date: 11/02/2024      Attending: Dr. Sarah Miller, DVM
Weight: 18.7 lb

Diagnoses:
- Myxomatous mitral valve disease (MMVD), ACVIM stage B2
- Otitis externa, left ear

Vaccination History
Vaccine          Given        Due          Lot
DA2PP            11/02/2024   11/02/2027   A123B
Rabies (3 yr)    11/02/2024   11/02/2027   RB4456
Leptospirosis    11/02/2024   11/02/2025   L4778
Bordetella       05/15/2024   05/15/2025

Medications Dispensed:
Pimobendan 5 mg tablets - Give 1 tablet PO BID
Furosemide 12.5 mg - 1/2 tab PO q12h with food
Apoquel 5.4 mg PO SID PRN itching
Surolan ear drops - 5 drops in the left ear twice daily for 10 days

Allergies: Penicillin, chicken
`

/** A European clinic's letter, day-first dates, decimal commas. */
const EU_RECORD = `Vets4Pets Harrogate
Unit 3, 45 Station Road
Harrogate HG1 1TX
Tel: 01423 555 010
Patient name: Luna   Species: Feline   Breed: Domestic Shorthair
Sex: Female (spayed)
Date of birth: 12.05.2018
Chip no.: 826098106012345
Weight 4,2 kg on 02.10.2024
Vaccinations:
02/10/2024 RCP (Purevax) batch L12345 next due 02/10/2025
02/10/2024 FeLV next due 02/10/2025
Diagnosis: Chronic kidney disease (IRIS stage 2)
Current medication: Benazepril 2.5 mg once daily orally
Allergies: none known
Seen by: James Herriot, MRCVS
`

describe('parseVetRecord: a US clinic record', () => {
  const record = parseVetRecord(US_RECORD, { country: 'US' })

  it('is a valid extracted record (the schema a language model answer is checked by)', () => {
    expect(extractedVetRecordSchema.safeParse(record).success).toBe(true)
  })

  it('reads the pet', () => {
    expect(record.pet.name?.value).toBe('Biscuit')
    expect(record.pet.species?.value).toBe('dog')
    expect(record.pet.breed).toMatchObject({ value: 'Cavalier King Charles Spaniel', confidence: 0.95 })
    expect(record.pet.sex?.value).toBe('male')
    expect(record.pet.neutered?.value).toBe(true)
    expect(record.pet.dateOfBirth?.value).toBe('2016-03-14')
    expect(record.pet.colour?.value).toBe('Blenheim')
    expect(record.pet.microchip).toMatchObject({ value: '985141000123456', snippet: 'Microchip: 985 141 000 123 456' })
  })

  it('reads the weight with the visit date', () => {
    expect(record.weights.map((w) => w.value)).toEqual([{ value: 18.7, unit: 'lb', date: '2024-11-02' }])
  })

  it('reads each vaccination with given, due and lot', () => {
    expect(record.vaccinations.map((v) => v.value)).toEqual([
      { vaccineKey: 'dapp', name: 'DA2PP', givenOn: '2024-11-02', nextDueOn: '2027-11-02', batchNumber: 'A123B' },
      { vaccineKey: 'rabies', name: 'Rabies (3 yr)', givenOn: '2024-11-02', nextDueOn: '2027-11-02', batchNumber: 'RB4456' },
      { vaccineKey: 'leptospirosis', name: 'Leptospirosis', givenOn: '2024-11-02', nextDueOn: '2025-11-02', batchNumber: 'L4778' },
      { vaccineKey: 'bordetella', name: 'Bordetella', givenOn: '2024-05-15', nextDueOn: '2025-05-15', batchNumber: null },
    ])
  })

  it('reads the medications with dose, route and schedule', () => {
    expect(record.medications.map((m) => m.value)).toEqual([
      {
        name: 'Pimobendan',
        dose: '5 mg',
        route: 'oral',
        schedule: { frequency: 'twice_daily' },
        instructions: '5 mg tablets - Give 1 tablet PO BID',
      },
      {
        name: 'Furosemide',
        dose: '12.5 mg',
        route: 'oral',
        schedule: { frequency: 'twice_daily' },
        instructions: '12.5 mg - 1/2 tab PO q12h with food',
      },
      { name: 'Apoquel', dose: '5.4 mg', route: 'oral', schedule: { frequency: 'as_needed' }, instructions: '5.4 mg PO SID PRN itching' },
      {
        name: 'Surolan ear drops',
        dose: '5 drops',
        route: 'ear',
        schedule: { frequency: 'twice_daily' },
        instructions: '5 drops in the left ear twice daily for 10 days',
      },
    ])
  })

  it('maps diagnoses to the condition list, keeping the others in the vet’s words', () => {
    expect(record.conditions.map((c) => c.value)).toEqual([
      { condition: 'mvd', text: 'Myxomatous mitral valve disease (MMVD), ACVIM stage B2' },
      { condition: 'other', text: 'Otitis externa, left ear' },
    ])
  })

  it('reads allergies and the clinic', () => {
    expect(record.allergies.map((a) => a.value)).toEqual(['Penicillin', 'chicken'])
    expect(record.clinic.name?.value).toBe('Sunny Valley Animal Hospital')
    expect(record.clinic.vet?.value).toBe('Dr. Sarah Miller')
    expect(record.clinic.phone?.value).toBe('(217) 555-0142')
    expect(record.clinic.email?.value).toBe('frontdesk@sunnyvalleyvet.com')
    expect(record.clinic.address?.value).toBe('1234 Oak Street, Springfield, IL 62704')
  })
})

describe('parseVetRecord: a European clinic letter', () => {
  const record = parseVetRecord(EU_RECORD, { country: 'GB' })

  it('reads the pet with day-first dates and a decimal comma', () => {
    expect(extractedVetRecordSchema.safeParse(record).success).toBe(true)
    expect(record.pet.name?.value).toBe('Luna')
    expect(record.pet.species?.value).toBe('cat')
    expect(record.pet.breed?.value).toBe('Domestic Shorthair')
    expect([record.pet.sex?.value, record.pet.neutered?.value]).toEqual(['female', true])
    expect(record.pet.dateOfBirth?.value).toBe('2018-05-12')
    expect(record.pet.microchip?.value).toBe('826098106012345')
    expect(record.weights.map((w) => w.value)).toEqual([{ value: 4.2, unit: 'kg', date: '2024-10-02' }])
  })

  it('reads vaccinations, the diagnosis, the medication, no allergies and the vet', () => {
    expect(record.vaccinations.map((v) => v.value)).toEqual([
      { vaccineKey: 'fvrcp', name: 'RCP (Purevax)', givenOn: '2024-10-02', nextDueOn: '2025-10-02', batchNumber: 'L12345' },
      { vaccineKey: 'felv', name: 'FeLV', givenOn: '2024-10-02', nextDueOn: '2025-10-02', batchNumber: null },
    ])
    expect(record.conditions.map((c) => c.value)).toEqual([
      { condition: 'chronic_kidney_disease', text: 'Chronic kidney disease (IRIS stage 2)' },
    ])
    expect(record.medications.map((m) => m.value)).toEqual([
      {
        name: 'Benazepril',
        dose: '2.5 mg',
        route: 'oral',
        schedule: { frequency: 'once_daily' },
        instructions: '2.5 mg once daily orally',
      },
    ])
    expect(record.allergies).toEqual([])
    expect(record.clinic.name?.value).toBe('Vets4Pets Harrogate')
    expect(record.clinic.vet?.value).toBe('James Herriot')
    expect(record.clinic.phone?.value).toBe('01423 555 010')
    expect(record.clinic.address?.value).toBe('Unit 3, 45 Station Road, Harrogate HG1 1TX')
  })
})

describe('parseVetRecord: one field at a time', () => {
  const read = (text: string, country = 'US') => parseVetRecord(text, { country })

  it.each([
    ['Sex: MN', 'male', true],
    ['Sex: M/N', 'male', true],
    ['Sex: Male Neutered', 'male', true],
    ['Sex: Male (castrated)', 'male', true],
    ['Sex: CM', 'male', true],
    ['Sex: FS', 'female', true],
    ['Sex: Female Spayed', 'female', true],
    ['Sex: F', 'female', null],
    ['Sex: Male', 'male', null],
    ['Sex: Entire male', 'male', false],
    ['Sex: MI', 'male', false],
    ['Gender: Female intact', 'female', false],
  ] as const)('%s → %s, neutered %s', (line, sex, neutered) => {
    const { pet } = read(line)
    expect(pet.sex?.value).toBe(sex)
    expect(pet.neutered?.value ?? null).toBe(neutered)
  })

  it.each([
    ['Species: Canine', 'dog'],
    ['Species: K9', 'dog'],
    ['Species: Feline', 'cat'],
    ['Species: Cat', 'cat'],
    ['Canine - Labrador Retriever', 'dog'],
  ] as const)('%s → %s', (line, species) => expect(read(line).pet.species?.value).toBe(species))

  it.each([
    ['Age: 9 years', 9],
    ['Age: 9y 6m', 9.5],
    ['Age: 8 months', 0.7],
    ['Age: 4 yrs', 4],
  ] as const)('%s → %s years', (line, years) => expect(read(line).pet.ageYears?.value).toBe(years))

  it.each([
    ['Microchip #: 985-141-000-123-456', '985141000123456', 0.95],
    ['Chip: AVID*123*456*789', null, null],
    ['Chip number: 0A1234567B', '0A1234567B', 0.95],
    ['Scanned at arrival 276 098 106 012 345', '276098106012345', 0.7],
    ['Microchip: not chipped', null, null],
  ] as const)('%s → %s', (line, id, confidence) => {
    const chip = read(line).pet.microchip
    expect(chip?.value ?? null).toBe(id)
    expect(chip?.confidence ?? null).toBe(confidence)
  })

  it.each([
    ['Weight: 18.7 lbs', [{ value: 18.7, unit: 'lb', date: null }]],
    ['Wt: 8,5 kg (12/03/2024)', [{ value: 8.5, unit: 'kg', date: '2024-12-03' }]],
    ['Body weight 32 kilograms on 2024-01-15', [{ value: 32, unit: 'kg', date: '2024-01-15' }]],
    // A product's weight band or a dose per kilogram is not the pet's weight.
    ['NexGard for dogs 10-25 kg, weight band L', []],
    ['Meloxicam 0.1 mg/kg weight-based', []],
    ['Bravecto 500 mg for a 20 kg dog', []],
  ] as const)('%s → %j', (line, weights) => expect(read(line).weights.map((w) => w.value)).toEqual(weights))

  it.each([
    ['Vaccines given: DHPP 04/01/2024, next due 04/01/2025', 'dapp', '2024-04-01', '2025-04-01'],
    ['Rabies vaccine 1 yr given 4 Jan 2024 due 4 Jan 2025', 'rabies', '2024-01-04', '2025-01-04'],
    ['Kennel cough (Bb) vaccination 03/02/2024', 'bordetella', '2024-03-02', null],
    ['Lyme booster 06/10/2024', 'lyme', '2024-06-10', null],
    ['Canine influenza (H3N2/H3N8) vaccine 2024-02-01', 'canine_influenza', '2024-02-01', null],
    ['Feline leukemia vaccine 01/05/2024 expires 01/05/2025', 'felv', '2024-01-05', '2025-01-05'],
  ] as const)('%s → %s given %s due %s', (line, key, givenOn, nextDueOn) => {
    expect(read(line).vaccinations.map((v) => v.value)).toMatchObject([{ vaccineKey: key, givenOn, nextDueOn }])
  })

  it('reads a combined vaccine as each of its parts', () => {
    expect(read('Vaccination: DHPPi/L4 given 12.03.2024', 'DE').vaccinations.map((v) => [v.value.vaccineKey, v.value.givenOn])).toEqual([
      ['dapp', '2024-03-12'],
      ['leptospirosis', '2024-03-12'],
    ])
  })

  it('does not take a vaccine named outside a vaccination, nor one declined or tested', () => {
    expect(read('Discussed leptospirosis risk at the lake').vaccinations).toEqual([])
    expect(read('Vaccinations:\nRabies declined by owner 01/02/2024').vaccinations).toEqual([])
    expect(read('Parvo test negative 01/02/2024').vaccinations).toEqual([])
  })

  it.each([
    ['SID', { frequency: 'once_daily' }],
    ['q24h', { frequency: 'once_daily' }],
    ['BID', { frequency: 'twice_daily' }],
    ['q12h', { frequency: 'twice_daily' }],
    ['twice a day', { frequency: 'twice_daily' }],
    ['TID', { frequency: 'three_times_daily' }],
    ['q8h', { frequency: 'three_times_daily' }],
    ['EOD', { frequency: 'every_other_day' }],
    ['q48h', { frequency: 'every_other_day' }],
    ['once weekly', { frequency: 'weekly' }],
    ['PRN', { frequency: 'as_needed' }],
    ['QID', { intervalHours: 6 }],
    ['q6h', { intervalHours: 6 }],
    ['every 36 hours', { intervalHours: 36 }],
    ['with food', null],
  ] as const)('frequency %s → %j', (text, schedule) => expect(scheduleOf(`Drug 5 mg ${text}`)).toEqual(schedule))

  it.each([
    ['Rx: Enalapril 5mg PO BID', { name: 'Enalapril', dose: '5mg', route: 'oral' }],
    ['Cerenia 16 mg tablets, 1 tab by mouth once daily', { name: 'Cerenia', dose: '16 mg', route: 'oral' }],
    ['Vetmedin 2.5 mg: 1/2 tablet PO q12h', { name: 'Vetmedin', dose: '2.5 mg', route: 'oral' }],
    ['Cytopoint 20 mg SC once', { name: 'Cytopoint', dose: '20 mg', route: 'subcutaneous' }],
    ['Insulin (Vetsulin) 4 units SC BID', { name: 'Insulin', dose: '4 units', route: 'subcutaneous' }],
  ] as const)('%s → %j', (line, medication) => expect(read(line).medications.map((m) => m.value)).toMatchObject([medication]))

  it.each([
    ['Diagnosis: MMVD stage B1', 'mvd'],
    ['Dx: degenerative valve disease', 'mvd'],
    ['Diagnosis: Inflammatory bowel disease', 'ibd'],
    ['Diagnosis: CKD IRIS 3', 'chronic_kidney_disease'],
    ['Diagnosis: Diabetes mellitus', 'diabetes'],
    ['Diagnosis: Osteoarthritis both hips', 'arthritis'],
    ['Diagnosis: Idiopathic epilepsy', 'epilepsy'],
    ['Diagnosis: Atopic dermatitis', 'allergies'],
    ['Diagnosis: Hypothyroidism', 'hypothyroidism'],
    ['Diagnosis: Hyperthyroidism', 'hyperthyroidism'],
    ['Diagnosis: Multicentric lymphoma', 'cancer'],
  ] as const)('%s → %s', (line, condition) => expect(read(line).conditions.map((c) => c.value.condition)).toEqual([condition]))

  it('leaves out what the vet ruled out, and mentions that are not diagnoses', () => {
    expect(read('Diagnosis: rule out IBD, food responsive enteropathy').conditions.map((c) => c.value.condition)).toEqual(['other'])
    expect(read('Owner asked about kidney disease in the breed').conditions).toEqual([])
    expect(read('Diagnosis: no evidence of heart disease').conditions.map((c) => c.value.condition)).toEqual(['other'])
  })

  it.each([
    ['Allergies: NKA', []],
    ['Allergies: None known', []],
    ['Drug allergies: Penicillin; Cephalexin', ['Penicillin', 'Cephalexin']],
    ['Allergies: chicken and beef', ['chicken', 'beef']],
  ] as const)('%s → %j', (line, allergies) => expect(read(line).allergies.map((a) => a.value)).toEqual(allergies))

  it('finds nothing in a text that is not a record', () => {
    const record = read('Thank you for choosing us. Please arrive 10 minutes early.')
    expect(record.weights).toEqual([])
    expect(record.vaccinations).toEqual([])
    expect(record.medications).toEqual([])
    expect(record.conditions).toEqual([])
    expect(record.pet.name).toBeNull()
  })
})

// What the accuracy bench (bench/vet-records) showed the parser missing on generated clinic records.
describe('parseVetRecord: layouts the accuracy bench found missed', () => {
  const read = (text: string, country = 'US') => parseVetRecord(text, { country })

  it.each([
    // A short heading ending in a colon starts its section even with words after the name…
    ['Medications to go home:\n1. Furosemide 40 mg tablets - give 1 tablet by mouth every 12 hours', 'medications', 1],
    ['Vaccinations given today:\nRCP 12/03/2024 next due 12/03/2025', 'vaccinations', 1],
    // …and any other one ends the section above it: prose after it is not a diagnosis.
    ['Diagnoses:\n- Hypothyroidism\nHistory and findings:\nMax was admitted for lethargy.\nHe ate well in hospital.', 'conditions', 1],
    ['Diagnoses:\n- Obesity\nRecheck:\nPlease book a recheck in 14 days.', 'conditions', 1],
    ['Active Problems:\n- Osteoarthritis\n- Feline idiopathic cystitis', 'conditions', 2],
    ['Medical problems:\n- Chronic bronchitis', 'conditions', 1],
  ] as const)('%j → %s: %s', (text, field, count) => expect(read(text, 'GB')[field]).toHaveLength(count))

  it.each([
    // A list given on the heading's own line is that line, and bulleted lines after it only.
    ['Known allergies: none known\n\nPlease contact us if you have any questions.\nKind regards,\nEmma Clarke BVSc MRCVS', [], []],
    ['Allergies: Penicillin\nRecheck in 2 weeks, sooner if worse', ['Penicillin'], []],
    ['Diagnosis: Feline idiopathic cystitis\nThank you for choosing us. Payment is due on receipt.', [], ['Feline idiopathic cystitis']],
    ['Diagnosis: Otitis externa\n- Dental disease, grade 2', [], ['Otitis externa', 'Dental disease, grade 2']],
    // Several diagnoses on one labelled line, split at semicolons.
    ['Diagnoses: Chronic rhinitis; Hyperthyroidism', [], ['Chronic rhinitis', 'Hyperthyroidism']],
    // A bulleted list ends at its first line without a bullet.
    [
      'Diagnoses:\n- Obesity\n- Chronic rhinitis\nThank you for choosing us. Payment is due on receipt.',
      [],
      ['Obesity', 'Chronic rhinitis'],
    ],
  ] as const)('%j → allergies %j, conditions %j', (text, allergies, conditions) => {
    const record = read(text, 'GB')
    expect(record.allergies.map((a) => a.value)).toEqual(allergies)
    expect(record.conditions.map((c) => c.value.text)).toEqual(conditions)
  })

  it("dates a weight in a letter by the letter's date when no visit date is labelled", () => {
    const letter = 'Meadowbank Vets\n18.01.2023\nDear Tom Jansen,\nZiggy weighed 22,7 kg today, and his examination went well.'
    expect(read(letter, 'NL').weights.map((w) => w.value)).toEqual([{ value: 22.7, unit: 'kg', date: '2023-01-18' }])
  })

  it.each([
    ['07.04.2024  Gabapentin 300 mg - 1 capsule PO EOD  57  112,00 €', 'DE', { name: 'Gabapentin', dose: '300 mg' }],
    ['03/12/2024  Pimobendan 5 mg - 1 tablet PO BID  60  $84.00', 'US', { name: 'Pimobendan', dose: '5 mg' }],
    ['2. Prednisolone 5 mg tablets - give 2 tablets by mouth EOD', 'GB', { name: 'Prednisolone', dose: '5 mg' }],
    ['Vetsulin 4 units - under the skin BID', 'US', { name: 'Vetsulin', route: 'subcutaneous' }],
  ] as const)('medication %s → %j', (line, country, medication) =>
    expect(read(line, country).medications.map((m) => m.value)).toMatchObject([medication]),
  )

  it.each([
    ['Dierenkliniek Het Park\nStationsplein 18\n3511 AB Utrecht', 'NL', 'Dierenkliniek Het Park', 'Stationsplein 18, 3511 AB Utrecht'],
    [
      'Clinique Vétérinaire du Parc\n12 rue des Tilleuls\n69003 Lyon',
      'FR',
      'Clinique Vétérinaire du Parc',
      '12 rue des Tilleuls, 69003 Lyon',
    ],
    ['Castle Veterinary Centre\n88 Mill Lane\nDublin 6 D06 F2X3', 'IE', 'Castle Veterinary Centre', '88 Mill Lane, Dublin 6 D06 F2X3'],
  ] as const)('clinic %j → %s at %s', (text, country, name, address) => {
    const { clinic } = read(text, country)
    expect(clinic.name?.value).toBe(name)
    expect(clinic.address?.value).toBe(address)
  })

  it.each([
    ['Consultation - Dr. med. vet. Sarah Martin  1  65,00 €', 'Sarah Martin'],
    ['Kind regards,\ndrs. Lucas de Vries, dierenarts', 'Lucas de Vries'],
    // A practice named after its founder: the vet who signs is the vet.
    ['Kleintierpraxis Dr. Berger\nConsultation - Dr. med. vet. Anna Miller', 'Anna Miller'],
  ] as const)('vet %j → %s', (text, vet) => expect(read(text, 'DE').clinic.vet?.value).toBe(vet))

  it('reads feline distemper as the cats’ FVRCP, not the dogs’ DAPP', () => {
    const record = read('Vaccine  Given  Due\nFVRCP (feline distemper)  2023-02-22  2024-02-22')
    expect(record.vaccinations.map((v) => v.value.vaccineKey)).toEqual(['fvrcp'])
  })
})
