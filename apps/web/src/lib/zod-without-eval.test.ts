import { z } from 'zod'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSchemasWithoutEval } from './zod-without-eval'

describe('buildSchemasWithoutEval', () => {
  afterEach(() => {
    delete z.config().jitless
  })

  it('turns on zod’s jitless setting, the one zod itself reads', () => {
    expect(z.config().jitless).toBeUndefined()
    buildSchemasWithoutEval()
    expect(z.config().jitless).toBe(true)
  })

  it('creates the settings object when zod has not loaded yet, and keeps what it held', () => {
    const fresh: { __zod_globalConfig?: Record<string, unknown> } = {}
    buildSchemasWithoutEval(fresh)
    expect(fresh.__zod_globalConfig).toEqual({ jitless: true })
    const existing = { __zod_globalConfig: { jitless: false, customError: 'kept' } }
    buildSchemasWithoutEval(existing as never)
    expect(existing.__zod_globalConfig).toEqual({ jitless: true, customError: 'kept' })
  })
})
