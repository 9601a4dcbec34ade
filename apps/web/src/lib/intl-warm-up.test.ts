import { afterEach, describe, expect, it, vi } from 'vitest'
import { warmUpIntl } from './intl-warm-up'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('warmUpIntl', () => {
  it('starts the warm-up worker as a module, by its own file', () => {
    const started: { url: string; options?: WorkerOptions }[] = []
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: URL | string, options?: WorkerOptions) {
          started.push({ url: String(url), options })
        }
      },
    )
    warmUpIntl()
    expect(started).toHaveLength(1)
    expect(started[0]?.url).toMatch(/intl-warm-up\.worker\.ts\b/)
    expect(started[0]?.options).toMatchObject({ type: 'module' })
  })

  it('changes nothing where a worker cannot start', () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('blocked', 'SecurityError')
        }
      },
    )
    expect(() => warmUpIntl()).not.toThrow()
    vi.stubGlobal('Worker', undefined)
    expect(() => warmUpIntl()).not.toThrow()
  })
})
