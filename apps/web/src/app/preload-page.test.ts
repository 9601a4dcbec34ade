import { afterEach, describe, expect, it } from 'vitest'
import { preloadPage } from './preload-page'

function writeList(pages: Record<string, number[]>) {
  const block = document.createElement('script')
  block.type = 'application/json'
  block.id = 'page-preloads'
  block.textContent = JSON.stringify({
    files: ['assets/layout.js', 'assets/dashboard.js', 'assets/condition.js', 'assets/shared.js'],
    pages,
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
})
