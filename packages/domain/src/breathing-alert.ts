// The words of the urgent alert a household gets when a breathing count says "contact your vet"
// (docs/product/reminders.md#urgent-breathing-alerts). The same text is the inbox entry and the
// e-mail, so it names everything someone needs to act without opening the app: the pet, the rate,
// who counted, and the vet to call — or where to add one.

export interface BreathingAlertInput {
  petName: string
  /** Breaths per minute, as stored (one decimal). */
  rate: number
  context: 'sleeping' | 'resting'
  /** Who saved the count (their display name), or null when unknown. */
  recordedBy: string | null
  /** The care team's Primary Veterinarian, or null when the care team has none. */
  vet: { name: string | null; phoneNumber: string | null } | null
}

export interface BreathingAlertText {
  title: string
  body: string
}

const formatRate = (rate: number) => String(Math.round(rate * 10) / 10)

/** Where the owner adds a vet: the pet's profile page, Care team. */
export const ADD_VET_HINT = 'add one under Care team on the pet’s profile page in Pawpulse'

/** What to do next: call the named vet, or (no vet yet) contact any vet and add one. */
export function vetInstruction(petName: string, vet: BreathingAlertInput['vet']): string {
  const name = vet?.name?.trim() || null
  const phone = vet?.phoneNumber?.trim() || null
  if (name && phone) return `Call ${name} on ${phone}.`
  if (phone) return `Call ${petName}’s vet on ${phone}.`
  if (name) return `Contact ${name} (no phone number is saved on the care team).`
  return `No vet is on ${petName}’s care team yet: contact your vet, and ${ADD_VET_HINT}.`
}

export function breathingAlertText({ petName, rate, context, recordedBy, vet }: BreathingAlertInput): BreathingAlertText {
  const perMinute = `${formatRate(rate)} breaths per minute`
  const who = recordedBy?.trim() ? ` by ${recordedBy.trim()}` : ''
  return {
    title: `${petName}: ${perMinute} — contact your vet`,
    body: [
      `${petName}’s ${context} breathing rate was counted${who} at ${perMinute}.`,
      'That is a reason to contact your vet today.',
      vetInstruction(petName, vet),
    ].join(' '),
  }
}
