import { describe, expect, it, vi } from 'vitest'
import { PAGE_VIEW_ENDPOINT, sendPageView } from './page-view-beacon'

function stubFetch() {
  const fetchMock = vi.fn(async () => new Response(null, { status: 204 }))
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('sendPageView (first-party page views)', () => {
  it('sends the route pattern only, without cookies, surviving the page being left', () => {
    const fetchMock = stubFetch()
    sendPageView('/shared-report/s3cr3t?utm=mail', {})
    expect(fetchMock).toHaveBeenCalledWith(PAGE_VIEW_ENDPOINT, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/shared-report/:token' }),
    })
  })

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('sends nothing under %s', (_what, signals) => {
    const fetchMock = stubFetch()
    sendPageView('/dashboard', signals)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('reads the browser’s own signals by default', () => {
    const fetchMock = stubFetch()
    vi.stubGlobal('navigator', { ...navigator, globalPrivacyControl: true })
    sendPageView('/dashboard')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('never lets a failed count surface', async () => {
    const fetchMock = vi.fn(async () => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetchMock)
    expect(() => sendPageView('/dashboard', {})).not.toThrow()
    await Promise.resolve()
    expect(fetchMock).toHaveBeenCalledOnce()
  })
})
