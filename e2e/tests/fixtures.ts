import { randomUUID } from 'node:crypto'
import { test as base, expect, type Page } from '@playwright/test'
import { BASE_URL } from '../env'

/**
 * Each test is its own client: a fresh browser context, and its own address in X-Forwarded-For
 * (the e2e server trusts it), so the per-address sign-in rate limits apply per test as they would
 * per person.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, use) => {
    const octet = () => Math.floor(Math.random() * 254) + 1
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` })
  },
})
export { expect }

export function uniqueEmail(prefix = 'owner') {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`
}

export interface Account {
  name: string
  email: string
  password: string
}

export function newAccount(overrides: Partial<Account> = {}): Account {
  return { name: 'Erin Example', email: uniqueEmail(), password: 'correct horse battery', ...overrides }
}

/** Seeds through the API (not the UI): the page's context gets the session cookie. */
export async function signUpViaApi(page: Page, account: Account = newAccount()) {
  const response = await page.request.post('/api/auth/sign-up/email', {
    data: { name: account.name, email: account.email, password: account.password },
    headers: { origin: BASE_URL },
  })
  expect(response.status(), await response.text()).toBe(200)
  return account
}

export async function completeOwnerOnboardingViaApi(page: Page) {
  const response = await page.request.patch('/api/me', {
    data: { onboardingCompleted: true, country: 'NL' },
    headers: { origin: BASE_URL },
  })
  expect(response.status(), await response.text()).toBe(200)
}

export async function signOutViaApi(page: Page) {
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: BASE_URL } })
}
