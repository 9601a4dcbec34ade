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
  it('names the pet and the rate in the title, and who counted and the vet in the body', () => {
    expect(
      breathingAlertText({
        petName: 'Biscuit',
        rate: 40,
        context: 'sleeping',
        recordedBy: 'Olivia',
        vet: { name: 'Dr Ana Ruiz', phoneNumber: '+44 20 7946 0000' },
      }),
    ).toEqual({
      title: 'Biscuit: 40 breaths per minute — contact your vet',
      body: 'Biscuit’s sleeping breathing rate was counted by Olivia at 40 breaths per minute. That is a reason to contact your vet today. Call Dr Ana Ruiz on +44 20 7946 0000.',
    })
  })

  it.each<[number, string]>([
    [36.04, '36 breaths per minute'],
    [37.25, '37.3 breaths per minute'],
  ])('rounds %s to one decimal', (rate, words) => {
    expect(breathingAlertText({ petName: 'Miso', rate, context: 'resting', recordedBy: null, vet: null }).title).toBe(
      `Miso: ${words} — contact your vet`,
    )
  })

  it('leaves out the counter’s name when it is not known', () => {
    const { body } = breathingAlertText({ petName: 'Miso', rate: 40, context: 'resting', recordedBy: ' ', vet: null })
    expect(body.startsWith('Miso’s resting breathing rate was counted at 40 breaths per minute.')).toBe(true)
  })
})
