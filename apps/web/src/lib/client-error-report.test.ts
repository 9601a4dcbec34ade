import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../test/fake-api'
import { ApiError } from './api-client'
import { CLIENT_ERRORS_PATH, clientErrorReport, createClientErrorReporter, REPORTS_PER_MINUTE } from './client-error-report'
import { createLogger } from './logger'

const where = { pathname: '/symptoms/mvd', appVersion: '0.1.0' }

afterEach(() => {
  // The loggers under test write to the console on purpose.
  vi.mocked(console.error).mockClear()
})

describe('clientErrorReport', () => {
  it('carries the message, the first lines of the stack, the route pattern and the version', () => {
    const error = new Error('Cannot read properties of undefined (reading "name")')
    error.stack = [
      'Error: Cannot read properties of undefined',
      ...Array.from({ length: 30 }, (_, i) => `    at frame${i} (index.js:1:${i})`),
    ].join('\n')
    const report = clientErrorReport('Render failed', { error, componentStack: '\n    at PetPage' }, where)
    expect(report).toMatchObject({
      message: 'Render failed: Cannot read properties of undefined (reading "name")',
      route: '/symptoms/:conditionId',
      appVersion: '0.1.0',
    })
    expect(report?.stack?.split('\n')).toHaveLength(15)
  })

  it('leaves e-mail addresses and ids out', () => {
    const report = clientErrorReport(
      'Unexpected response from GET /api/pets/0b5e3c2a-9d1f-4e8a-b7c6-1a2b3c4d5e6f',
      { error: new Error('for ana@example.com') },
      where,
    )
    expect(report?.message).toBe('Unexpected response from GET /api/pets/[id]: for [email]')
  })

  it('reports nothing for an API error: the server logged its own failure', () => {
    expect(
      clientErrorReport('Query failed', { error: new ApiError('INTERNAL', 'Something went wrong on our side.', 500) }, where),
    ).toBeNull()
    expect(clientErrorReport('Query failed', { error: new ApiError('UNAVAILABLE', 'Cannot reach the server.', 0) }, where)).toBeNull()
  })
})

describe('a logger with the reporter', () => {
  function setUp() {
    const { calls } = fakeApi({ [`POST ${CLIENT_ERRORS_PATH}`]: { status: 204 } })
    let now = 0
    const logger = createLogger(() => now)
    logger.addErrorSink(createClientErrorReporter({ appVersion: '0.1.0', pathname: () => '/pet', now: () => now }))
    const sent = () => calls.filter((call) => call.path === CLIENT_ERRORS_PATH).map((call) => call.body)
    return { logger, sent, wait: (ms: number) => (now += ms) }
  }

  it('sends an identical error 3 times within 60 s, like the console, then again after the window', () => {
    const { logger, sent, wait } = setUp()
    for (let i = 0; i < 5; i++) logger.error('Render failed', { error: new Error('boom') })
    expect(sent()).toEqual(
      Array.from({ length: 3 }, () => ({ message: 'Render failed: boom', stack: expect.any(String), route: '/pet', appVersion: '0.1.0' })),
    )
    wait(60_000)
    logger.error('Render failed', { error: new Error('boom') })
    expect(sent()).toHaveLength(4)
  })

  it(`sends at most ${REPORTS_PER_MINUTE} different errors a minute`, () => {
    const { logger, sent, wait } = setUp()
    for (let i = 0; i < 25; i++) logger.error('Render failed', { error: new Error(`boom ${i}`) })
    expect(sent()).toHaveLength(REPORTS_PER_MINUTE)
    wait(60_000)
    logger.error('Render failed', { error: new Error('later') })
    expect(sent()).toHaveLength(REPORTS_PER_MINUTE + 1)
  })

  it('drops a report the server does not take, without logging about it', async () => {
    fakeApi({ [`POST ${CLIENT_ERRORS_PATH}`]: 'network-error' })
    const logger = createLogger()
    logger.addErrorSink(createClientErrorReporter({ appVersion: '0.1.0', pathname: () => '/pet' }))
    logger.error('Render failed', { error: new Error('boom') })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(vi.mocked(console.error).mock.calls).toHaveLength(1)
  })
})
