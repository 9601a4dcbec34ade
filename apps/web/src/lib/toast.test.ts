import { afterEach, describe, expect, it } from 'vitest'
import { getToasts, MAX_TOASTS, TOAST_DURATION_MS, type Toast, toast, withToast } from './toast'

const shown = (id: string, title = id, version = 0): Toast => ({ id, kind: 'message', title, duration: TOAST_DURATION_MS, version })
const sent = (id: string, title = id) => ({ id, kind: 'success' as const, title, duration: TOAST_DURATION_MS })

describe('withToast', () => {
  it.each([
    ['the first toast', [], sent('a'), ['a']],
    ['a new toast goes on top', [shown('a')], sent('b'), ['b', 'a']],
    ['a fourth pushes the oldest out', [shown('c'), shown('b'), shown('a')], sent('d'), ['d', 'c', 'b']],
    ['the same id replaces the toast where it is', [shown('b'), shown('a')], sent('a', 'Synced again'), ['b', 'a']],
  ])('%s', (_case, before, next, ids) => {
    const after = withToast(before, next)
    expect(after.map((toast) => toast.id)).toEqual(ids)
    expect(after.length).toBeLessThanOrEqual(MAX_TOASTS)
  })

  it('gives a replacing toast its new words and a new version, so that its time starts again', () => {
    const [, replaced] = withToast([shown('b'), shown('a', 'Offline', 2)], sent('a', 'Back online'))
    expect(replaced).toMatchObject({ title: 'Back online', kind: 'success', version: 3 })
  })
})

describe('toast', () => {
  afterEach(() => toast.dismiss())

  it('keeps each kind, its description, its action and its own time', () => {
    const onClick = () => {}
    toast.warning('Storage almost full', { description: 'Remove a photo.', action: { label: 'Open photos', onClick } })
    toast('Update available — reload', { id: 'app-update', duration: Number.POSITIVE_INFINITY })
    expect(getToasts()).toMatchObject([
      { id: 'app-update', kind: 'message', duration: Number.POSITIVE_INFINITY },
      { kind: 'warning', description: 'Remove a photo.', action: { label: 'Open photos', onClick }, duration: TOAST_DURATION_MS },
    ])
  })

  it('gives toasts without an id ids of their own, and dismisses one or all', () => {
    toast.success('Weight saved')
    toast.success('Weight saved')
    toast.error('Error', { id: 'pets-failed' })
    expect(new Set(getToasts().map((t) => t.id)).size).toBe(3)
    toast.dismiss('pets-failed')
    expect(getToasts().map((t) => t.title)).toEqual(['Weight saved', 'Weight saved'])
    toast.dismiss()
    expect(getToasts()).toEqual([])
  })
})
