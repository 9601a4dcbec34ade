import { afterEach, describe, expect, it } from 'vitest'
import { preloadPage } from './preload-page'

function writeList(pages: Record<string, number[]>, inAppLayout: string[] = []) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'page-preloads'
  block.textContent = JSON.stringify({
    files: ['assets/layout.js', 'assets/dashboard.js', 'assets/condition.js', 'assets/shared.js'],
    pages,
    inAppLayout,
  })
  document.head.append(block)
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'))

describe('preloadPage', () => {
  afterEach(() => document.head.replaceChildren())

  it("asks for the matched page's files from index.html's list", () => {
    writeList({ dashboard: [1, 0, 3], 'symptoms/:conditionId': [2, 0], '*': [] })
    preloadPage('/symptoms/arthritis')
    expect(preloaded()).toEqual(['/assets/condition.js', '/assets/layout.js'])
  })

  it('asks for nothing at / or without a list (the development server)', () => {
    preloadPage('/dashboard')
    writeList({ dashboard: [1] })
    preloadPage('/')
    expect(preloaded()).toEqual([])
  })

  it('says which page it is and whether it is drawn in the app layout, so that main.tsx can ask for its data at once', () => {
    writeList({ dashboard: [1, 0], 'symptoms/:conditionId': [2, 0], auth: [] }, ['dashboard', 'symptoms/:conditionId'])
    expect(preloadPage('/symptoms/arthritis')).toEqual({ inAppLayout: true, path: 'symptoms/:conditionId' })
    expect(preloadPage('/auth')).toEqual({ inAppLayout: false, path: 'auth' })
    expect(preloadPage('/')).toEqual({ inAppLayout: false, path: undefined })
  })
})
