import { describe, expect, it } from 'vitest'
import { compareFeedback, feedbackFiltersSchema, feedbackInputSchema, feedbackPagePath, feedbackStatusUpdateSchema } from './feedback'

const valid = { heading: 'Chart is empty', description: 'The breathing chart shows nothing.' }

describe('feedbackInputSchema', () => {
  it('defaults to a minor bug', () => {
    expect(feedbackInputSchema.parse(valid)).toEqual({ ...valid, type: 'bug', severity: 'minor', pageUrl: null })
  })

  it('keeps markup exactly as typed: it is text, never interpreted', () => {
    const heading = '<script>alert("x")</script> & <b>bold</b>'
    expect(feedbackInputSchema.parse({ ...valid, heading }).heading).toBe(heading)
  })

  it('trims the heading and description', () => {
    expect(feedbackInputSchema.parse({ heading: '  Hi  ', description: '\n text \n' })).toMatchObject({
      heading: 'Hi',
      description: 'text',
    })
  })

  it.each([
    [{ ...valid, heading: '' }, { heading: 'Heading is required' }],
    [{ ...valid, heading: '   ' }, { heading: 'Heading is required' }],
    [{ description: valid.description }, { heading: 'Heading is required' }],
    [{ ...valid, heading: 'x'.repeat(201) }, { heading: 'Heading must be at most 200 characters' }],
    [{ ...valid, description: '' }, { description: 'Description is required' }],
    [{ ...valid, description: 'x'.repeat(5001) }, { description: 'Description must be at most 5,000 characters' }],
    [{ ...valid, type: 'complaint' }, { type: 'Choose a type' }],
    [{ ...valid, severity: 'critical' }, { severity: 'Choose a severity' }],
  ])('%j is refused with a clear message', (input, messages) => {
    const result = feedbackInputSchema.safeParse(input)
    expect(result.success).toBe(false)
    const fields = Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
    expect(fields).toEqual(messages)
  })

  it('counts a line break as one character, whether it came as CRLF (multipart) or LF', () => {
    const lines = 'x\r\n'.repeat(2500).trim()
    expect(feedbackInputSchema.parse({ heading: 'Lines', description: lines }).description).toBe('x\n'.repeat(2500).trim())
  })

  it('takes the limits exactly', () => {
    const input = { ...valid, heading: 'x'.repeat(200), description: 'y'.repeat(5000) }
    expect(feedbackInputSchema.safeParse(input).success).toBe(true)
  })
})

describe('feedbackPagePath (the page as stored, without secrets)', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/symptoms/mvd', '/symptoms/mvd'],
    ['/pet?tab=care#photos', '/pet'],
    ['/auth?redirectTo=%2Fprofile&token=abc', '/auth'],
    ['/shared-report/s3cr3t-token', '/shared-report/:token'],
    ['/my-shared-report-preview/s3cr3t-token', '/my-shared-report-preview/:token'],
    ['/no-such-page', '/no-such-page'],
    ['https://evil.example/x', null],
    ['//evil.example/x', null],
    ['/\\evil.example', null],
    ['dashboard', null],
    ['/bad\nline', null],
    ['', null],
    [null, null],
    [undefined, null],
    [`/${'a'.repeat(600)}`, `/${'a'.repeat(499)}`],
  ])('%j → %j', (input, stored) => {
    expect(feedbackPagePath(input)).toBe(stored)
  })

  it('is applied by the input schema', () => {
    expect(feedbackInputSchema.parse({ ...valid, pageUrl: '/shared-report/abc?x=1' }).pageUrl).toBe('/shared-report/:token')
  })
})

describe('compareFeedback (blocking, major, moderate, minor, then newest)', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute)).toISOString()
  const rows = [
    { id: 'a', severity: 'minor', createdAt: at(9) },
    { id: 'b', severity: 'blocking', createdAt: at(1) },
    { id: 'c', severity: 'moderate', createdAt: at(5) },
    { id: 'd', severity: 'major', createdAt: at(2) },
    { id: 'e', severity: 'blocking', createdAt: at(7) },
    { id: 'f', severity: 'minor', createdAt: at(3) },
    { id: 'g', severity: 'major', createdAt: at(2) },
  ] as const

  it('orders by severity, then newest first, then by id for equal times', () => {
    expect([...rows].sort(compareFeedback).map((row) => row.id)).toEqual(['e', 'b', 'g', 'd', 'c', 'a', 'f'])
  })

  it.each([
    [{ id: '1', severity: 'blocking', createdAt: at(0) }, { id: '2', severity: 'minor', createdAt: at(59) }, -1],
    [{ id: '1', severity: 'minor', createdAt: at(0) }, { id: '2', severity: 'moderate', createdAt: at(0) }, 1],
    [{ id: '1', severity: 'major', createdAt: at(10) }, { id: '2', severity: 'major', createdAt: at(0) }, -1],
    [{ id: '1', severity: 'major', createdAt: at(0) }, { id: '1', severity: 'major', createdAt: at(0) }, 0],
  ] as const)('%j before %j → sign %i', (a, b, sign) => {
    expect(Math.sign(compareFeedback(a, b))).toBe(sign)
  })
})

describe('feedbackFiltersSchema and feedbackStatusUpdateSchema', () => {
  it('reads the admin filters from a query string', () => {
    expect(feedbackFiltersSchema.parse({ type: 'idea', limit: '20', offset: '40' })).toEqual({ type: 'idea', limit: 20, offset: 40 })
    expect(feedbackFiltersSchema.parse({})).toEqual({ limit: 50, offset: 0 })
    expect(feedbackFiltersSchema.safeParse({ severity: 'critical' }).error?.issues[0]?.message).toBe('Unknown severity')
  })

  it.each([
    ['new', true],
    ['in_progress', true],
    ['resolved', true],
    ['done', false],
  ])('status %j accepted: %j', (status, ok) => {
    expect(feedbackStatusUpdateSchema.safeParse({ status }).success).toBe(ok)
  })

  it('takes an empty update (nothing changes) but no unknown field', () => {
    expect(feedbackStatusUpdateSchema.safeParse({}).success).toBe(true)
    expect(feedbackStatusUpdateSchema.safeParse({ state: 'resolved' }).success).toBe(false)
  })
})
