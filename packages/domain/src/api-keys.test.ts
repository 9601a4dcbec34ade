import { describe, expect, it } from 'vitest'
import {
  apiKeyAllows,
  bearerTokenOf,
  displayPrefixOf,
  isApiKeyExpired,
  isApiKeyFormat,
  shouldRecordApiKeyUse,
  type ApiKeyAccess,
} from './api-keys'

const key = `pp_${'0123456789abcdef'.repeat(4)}`

describe('isApiKeyFormat', () => {
  it.each([
    ['a key', key, true],
    ['upper-case hex', key.toUpperCase().replace('PP_', 'pp_'), false],
    ['one digit short', key.slice(0, -1), false],
    ['one digit more', `${key}0`, false],
    ['another prefix', key.replace('pp_', 'pk_'), false],
    ['a session token', 'q2X1bC3dE4fG5hI6jK7lM8nO9pQ0rS1t', false],
    ['empty', '', false],
    ['with a space', `${key.slice(0, 20)} ${key.slice(21)}`, false],
  ])('%s → %s', (_name, token, expected) => {
    expect(isApiKeyFormat(token)).toBe(expected)
  })
})

describe('displayPrefixOf', () => {
  it('shows the prefix and eight hex digits, never the rest', () => {
    expect(displayPrefixOf(key)).toBe('pp_01234567')
  })
})

describe('bearerTokenOf', () => {
  it.each([
    ['no header', undefined, null],
    ['an empty header', '', null],
    ['a bearer token', `Bearer ${key}`, key],
    ['the scheme in lower case', `bearer ${key}`, key],
    ['extra spaces', `Bearer   ${key}  `, key],
    ['the scheme alone', 'Bearer', ''],
    ['the scheme and a space', 'Bearer ', ''],
    ['basic authentication', 'Basic dXNlcjpwYXNz', null],
    ['a word starting with bearer', `Bearerx ${key}`, null],
  ])('%s → %s', (_name, header, expected) => {
    expect(bearerTokenOf(header)).toBe(expected)
  })
})

describe('apiKeyAllows', () => {
  it.each<[ApiKeyAccess, string, boolean]>([
    ['read', 'GET', true],
    ['read', 'HEAD', true],
    ['read', 'get', true],
    ['read', 'POST', false],
    ['read', 'PUT', false],
    ['read', 'PATCH', false],
    ['read', 'DELETE', false],
    ['read_write', 'GET', true],
    ['read_write', 'POST', true],
    ['read_write', 'PATCH', true],
    ['read_write', 'DELETE', true],
  ])('%s key, %s → %s', (access, method, expected) => {
    expect(apiKeyAllows(access, method)).toBe(expected)
  })
})

describe('isApiKeyExpired', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it.each([
    ['no expiry', null, false],
    ['expires later', new Date('2026-11-25T12:00:01Z'), false],
    ['expires at this very instant', now, true],
    ['expired yesterday', new Date('2026-11-24T12:00:00Z'), true],
  ])('%s → %s', (_name, expiresAt, expected) => {
    expect(isApiKeyExpired(expiresAt, now)).toBe(expected)
  })
})

describe('shouldRecordApiKeyUse', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it.each([
    ['never used', null, true],
    ['used 10 seconds ago', new Date('2026-11-25T11:59:50Z'), false],
    ['used 59.999 seconds ago', new Date(now.getTime() - 59_999), false],
    ['used a minute ago', new Date('2026-11-25T11:59:00Z'), true],
    ['used yesterday', new Date('2026-11-24T12:00:00Z'), true],
  ])('%s → %s', (_name, lastUsedAt, expected) => {
    expect(shouldRecordApiKeyUse(lastUsedAt, now)).toBe(expected)
  })
})
