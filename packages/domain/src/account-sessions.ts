import { z } from 'zod'

/** One signed-in device as `GET /api/me/sessions` lists it. Tokens never leave the server. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** "Chrome on Windows", from the user agent the session was made with (`describeUserAgent`). */
  device: z.string(),
  createdAt: z.string(),
  /** When the session was last refreshed: Better Auth touches it at most once a day. */
  lastActiveAt: z.string(),
  /** The session of the browser asking. */
  isCurrent: z.boolean(),
})
export type AccountSession = z.infer<typeof accountSessionSchema>

export const accountSessionListSchema = z.object({ sessions: z.array(accountSessionSchema) })

/** `POST /api/me/sessions/revoke-others`. */
export const revokeOtherSessionsResultSchema = z.object({ revoked: z.number().int().min(0) })

// First match wins: Edge, Opera and Samsung Internet also say "Chrome", Chrome also says "Safari".
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
]

const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Macintosh|Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
]

/** A person's name for the device behind a user agent: "Safari on iPhone", "Firefox on Linux". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device'
  const browser = browsers.find(([pattern]) => pattern.test(userAgent))?.[1]
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1]
  if (browser && system) return `${browser} on ${system}`
  if (browser) return browser
  if (system) return `Unknown browser on ${system}`
  return 'Unknown device'
}
