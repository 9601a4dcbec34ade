import type { ApiKeyAccess } from '@pawpulse/domain/api-keys'
import type { AppConfig } from '../config'
import type { Auth } from '../auth/create-auth'
/** Re-exported so that features reach Better Auth's API through the request context's type, not auth/. */
export type { Auth }
import type { SessionLookup } from '../auth/session-lookup'
import type { DatabaseHandle } from '../db/client'
import type { FileStore } from '../lib/file-store'
import type { Logger } from '../lib/logger'
import type { Mailer } from '../lib/mailer'

/** What the app is built from: tests pass their own, server.ts the real ones. */
export interface AppDeps {
  config: AppConfig
  database: DatabaseHandle
  log: Logger
  fileStore: FileStore
  mailer: Mailer
  version: string
  /** Where the built web app is; unset → the API only (tests). */
  webDistDir?: string
  /** Wakes this instance's vet-record reader after an upload (server.ts); unset in tests, which run the jobs themselves. */
  onVetRecordQueued?: () => void
  /** Tests only: a cheap password hash (test/test-app.ts); unset → Better Auth's scrypt at its production cost. */
  passwordHasher?: PasswordHasher
}

/** How account passwords are hashed and checked (Better Auth's `emailAndPassword.password`). */
export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(data: { hash: string; password: string }): Promise<boolean>
}

export interface SessionUser {
  id: string
  email: string
  name: string
  role: string
  isAnonymous: boolean
  /** Two-factor sign-in is on (decision 061): an admin's powers need it. */
  twoFactorEnabled: boolean
}

/** The personal API key a request was made with (http/api-key-auth.ts): what it may touch besides its owner's access. */
export interface ApiKeyGrant {
  id: string
  access: ApiKeyAccess
  petIds: ReadonlySet<string>
}

export interface AppEnv {
  Variables: {
    requestId: string
    log: Logger
    deps: AppDeps
    auth: Auth
    /** The session cookie's user in one query (auth/session-lookup.ts); Better Auth for the rest. */
    sessionLookup: SessionLookup
    /** Resolved lazily by `currentUser()`; undefined = not looked up yet. */
    user: SessionUser | null | undefined
    /** Set when the request was authenticated by an API key rather than a session. */
    apiKey: ApiKeyGrant | undefined
  }
}
