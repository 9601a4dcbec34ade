import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { fieldErrorsFromIssues, fieldErrorsUnder } from './field-errors'

describe('fieldErrorsFromIssues', () => {
  it.each([
    { name: 'no issues', issues: [], expected: {} },
    {
      name: 'a nested path is dot-joined',
      issues: [{ path: ['generalInfo', 'name'], message: 'Missing' }],
      expected: { 'generalInfo.name': 'Missing' },
    },
    {
      name: 'array indexes become parts',
      issues: [{ path: ['healthHistory', 'medications', 0, 'name'], message: 'Required' }],
      expected: { 'healthHistory.medications.0.name': 'Required' },
    },
    {
      name: 'the first message of a path wins',
      issues: [
        { path: ['a'], message: 'first' },
        { path: ['a'], message: 'second' },
      ],
      expected: { a: 'first' },
    },
    { name: 'a root issue goes under _', issues: [{ path: [], message: 'Bad input' }], expected: { _: 'Bad input' } },
  ])('$name', ({ issues, expected }) => {
    expect(fieldErrorsFromIssues(issues)).toEqual(expected)
  })

  it('reads zod issues as they come', () => {
    const result = z.object({ pet: z.object({ name: z.string().min(1, 'Name it') }) }).safeParse({ pet: { name: '' } })
    expect(fieldErrorsFromIssues(result.error?.issues ?? [])).toEqual({ 'pet.name': 'Name it' })
  })
})

describe('fieldErrorsUnder', () => {
  const fields = { generalInfo: 'a', 'generalInfo.name': 'b', generalInfoX: 'c', 'careTeam.primaryVet.email': 'd' }
  it.each([
    { prefix: 'generalInfo', expected: { generalInfo: 'a', 'generalInfo.name': 'b' } },
    { prefix: 'careTeam', expected: { 'careTeam.primaryVet.email': 'd' } },
    { prefix: 'diet', expected: {} },
  ])('$prefix', ({ prefix, expected }) => {
    expect(fieldErrorsUnder(fields, prefix)).toEqual(expected)
  })
})
