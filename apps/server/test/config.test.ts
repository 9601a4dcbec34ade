import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import webpush from 'web-push'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#server/config.ts'

const freshDir = () => mkdtempSync(join(tmpdir(), 'pawpulse-config-'))

describe('loadConfig', () => {
  it('has working defaults', () => {
    const dir = freshDir()
    const config = loadConfig({ PAWPULSE_DATA_DIR: dir })
    expect(config).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      adminEmails: [],
      publicUrl: 'http://localhost:3000',
      trustedProxyHops: 0,
    })
  })

  it('reports every bad variable at once, one line each', () => {
    const error = (() => {
      try {
        loadConfig({
          PAWPULSE_DATA_DIR: freshDir(),
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          PAWPULSE_ADMIN_EMAILS: 'ok@example.com, nope',
          PUBLIC_URL: 'not a url',
          PAWPULSE_AUTH_SECRET: 'short',
        })
      } catch (e) {
        return e
      }
    })() as ConfigError
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'PAWPULSE_ADMIN_EMAILS',
      'PAWPULSE_AUTH_SECRET',
      'PUBLIC_URL',
    ])
    expect(error.message).toContain('"nope" is not an e-mail address')
  })

  it('normalises admin e-mails', () => {
    const config = loadConfig({ PAWPULSE_DATA_DIR: freshDir(), PAWPULSE_ADMIN_EMAILS: ' Vet@Example.com ,, boss@example.com' })
    expect(config.adminEmails).toEqual(['vet@example.com', 'boss@example.com'])
  })

  it('generates the auth secret once, keeps it private in the data folder, and reuses it', () => {
    const dir = freshDir()
    const first = loadConfig({ PAWPULSE_DATA_DIR: dir }).authSecret
    const second = loadConfig({ PAWPULSE_DATA_DIR: dir }).authSecret
    expect(first).toHaveLength(43)
    expect(second).toBe(first)
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first)
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600)
    expect(loadConfig({ PAWPULSE_DATA_DIR: freshDir() }).authSecret).not.toBe(first)
  })

  it('prefers PAWPULSE_AUTH_SECRET when set', () => {
    const secret = 'x'.repeat(40)
    expect(loadConfig({ PAWPULSE_DATA_DIR: freshDir(), PAWPULSE_AUTH_SECRET: secret }).authSecret).toBe(secret)
  })

  it('generates the VAPID key pair once into the data folder (mode 600), with the sender address as subject', () => {
    const dir = freshDir()
    const first = loadConfig({ PAWPULSE_DATA_DIR: dir }).vapid
    expect(first.publicKey).toMatch(/^B[\w-]{86}$/)
    expect(first.privateKey).toMatch(/^[\w-]{43}$/)
    expect(first.subject).toBe('mailto:no-reply@pawpulse.app')
    expect(loadConfig({ PAWPULSE_DATA_DIR: dir }).vapid).toEqual(first)
    expect(JSON.parse(readFileSync(join(dir, 'vapid.json'), 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey })
    expect(statSync(join(dir, 'vapid.json')).mode & 0o777).toBe(0o600)
    // Made without web-push (which loads with the first push), in the form it signs with.
    expect(() => webpush.setVapidDetails(first.subject, first.publicKey, first.privateKey)).not.toThrow()
  })

  it('takes the VAPID keys and subject from the environment, both keys or neither', () => {
    const keys = { PAWPULSE_VAPID_PUBLIC_KEY: `B${'a'.repeat(86)}`, PAWPULSE_VAPID_PRIVATE_KEY: 'b'.repeat(43) }
    const dir = freshDir()
    expect(loadConfig({ PAWPULSE_DATA_DIR: dir, ...keys, PAWPULSE_VAPID_SUBJECT: 'https://pets.example.com' }).vapid).toEqual({
      publicKey: keys.PAWPULSE_VAPID_PUBLIC_KEY,
      privateKey: keys.PAWPULSE_VAPID_PRIVATE_KEY,
      subject: 'https://pets.example.com',
    })
    expect(existsSync(join(dir, 'vapid.json'))).toBe(false)
    expect(() => loadConfig({ PAWPULSE_DATA_DIR: freshDir(), PAWPULSE_VAPID_PUBLIC_KEY: keys.PAWPULSE_VAPID_PUBLIC_KEY })).toThrow(
      'PAWPULSE_VAPID_PRIVATE_KEY: must be set together with the other VAPID key',
    )
    const error = (() => {
      try {
        loadConfig({ PAWPULSE_DATA_DIR: freshDir(), PAWPULSE_VAPID_PUBLIC_KEY: 'short', PAWPULSE_VAPID_SUBJECT: 'me' })
      } catch (e) {
        return e as ConfigError
      }
    })()
    expect(error?.problems.map((p) => p.split(':')[0])).toEqual(['PAWPULSE_VAPID_PUBLIC_KEY', 'PAWPULSE_VAPID_SUBJECT'])
  })
})
