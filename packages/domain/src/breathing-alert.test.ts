import { describe, expect, it } from 'vitest'
import { breathingAlertText, vetInstruction } from './breathing-alert'

describe('vetInstruction: the vet to call, or where to add one', () => {
  it.each<[string, { name: string | null; phoneNumber: string | null } | null, string]>([
    ['name and phone', { name: 'Dr Ana Ruiz', phoneNumber: '+44 20 7946 0000' }, 'Call Dr Ana Ruiz on +44 20 7946 0000.'],
    ['phone only', { name: null, phoneNumber: '020 7946 0000' }, 'Call Biscuit’s vet on 020 7946 0000.'],
    ['name only', { name: 'Dr Ana Ruiz', phoneNumber: '  ' }, 'Contact Dr Ana Ruiz (no phone number is saved on the care team).'],
    [
      'no vet',
      null,
      'No vet is on Biscuit’s care team yet: contact your vet, and add one under Care team on the pet’s profile page in Pawpulse.',
    ],
    [
      'a vet row with neither',
      { name: ' ', phoneNumber: null },
      'No vet is on Biscuit’s care team yet: contact your vet, and add one under Care team on the pet’s profile page in Pawpulse.',
    ],
  ])('%s', (_name, vet, expected) => {
    expect(vetInstruction('Biscuit', vet)).toBe(expected)
  })
})

describe('breathingAlertText', () => {
  // 26 Nov 2026, 18:50 in Berlin (17:50 UTC).
  const measuredAt = '2026-11-26T17:50:00Z'
  const base = {
    petName: 'Biscuit',
    context: 'sleeping' as const,
    recordedBy: 'Olivia',
    vet: { name: 'Dr Ana Ruiz', phoneNumber: '+44 20 7946 0000' },
    measuredAt,
    timeZone: 'Europe/Berlin',
    baseline: 20,
  }

  it('says when the count was taken (owner’s clock) and why it is urgent: above 35', () => {
    expect(breathingAlertText({ ...base, rate: 40, savedAt: new Date('2026-11-26T17:51:00Z') })).toEqual({
      isUrgent: true,
      title: 'Biscuit: 40 breaths per minute — contact your vet',
      body: 'Biscuit’s sleeping breathing rate was counted by Olivia at 40 breaths per minute on Thu 26 Nov, 18:50. Why it is urgent: it is above 35 breaths per minute. That is a reason to contact your vet today. Call Dr Ana Ruiz on +44 20 7946 0000.',
    })
  })

  it('names two raised counts in a row (not the threshold) when that is the reason', () => {
    const { body } = breathingAlertText({ ...base, rate: 26, savedAt: new Date('2026-11-26T18:00:00Z') })
    expect(body).toContain('Why it is urgent: two raised counts in a row (more than 25 % above the usual sleeping rate of 20 per minute).')
  })

  it.each([
    ['12 hours old: still urgent', '2026-11-27T05:50:00Z', true],
    ['12 hours and a minute: a message, not an alarm', '2026-11-27T05:51:00Z', false],
    ['entered two days later', '2026-11-28T10:00:00Z', false],
  ])('%s', (_name, savedAt, urgent) => {
    expect(breathingAlertText({ ...base, rate: 40, savedAt: new Date(savedAt) }).isUrgent).toBe(urgent)
  })

  it('tells an old count as a message: when it was taken, why, and to count again now', () => {
    expect(breathingAlertText({ ...base, rate: 26, savedAt: new Date('2026-11-28T10:00:00Z') })).toEqual({
      isUrgent: false,
      title: 'Biscuit: 26 breaths per minute on Thu 26 Nov, 18:50 — count again now',
      body: 'A count of 26 breaths per minute taken on Thu 26 Nov, 18:50 was entered later by Olivia: two raised counts in a row (more than 25 % above the usual sleeping rate of 20 per minute). It is more than 12 hours old, so no urgent alert was sent. Count again now while Biscuit is asleep; if the new count is high too, contact your vet today. Call Dr Ana Ruiz on +44 20 7946 0000.',
    })
  })

  it.each<[number, string]>([
    [36.04, '36 breaths per minute'],
    [37.25, '37.3 breaths per minute'],
  ])('rounds %s to one decimal', (rate, words) => {
    expect(breathingAlertText({ ...base, rate, savedAt: new Date(measuredAt) }).title).toBe(`Biscuit: ${words} — contact your vet`)
  })

  it('leaves out the counter’s name when it is not known', () => {
    const { body } = breathingAlertText({ ...base, rate: 40, context: 'resting', recordedBy: ' ', savedAt: new Date(measuredAt) })
    expect(body.startsWith('Biscuit’s resting breathing rate was counted at 40 breaths per minute on Thu 26 Nov, 18:50.')).toBe(true)
  })
})
