import { DEFAULT_NOTIFICATION_METHODS, type Profile } from '@pawpulse/domain/profile'
import type { ProfileUpdate } from '@pawpulse/domain/profile-input'
import { eq } from 'drizzle-orm'
import { patchRow } from '#server/core/patch.ts'
import type { Database } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'
import { AppError } from '#server/lib/app-error.ts'

export async function getProfile({ db, userId }: { db: Database; userId: string }): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw AppError.notFound('Profile not found')
  return toProfile(row)
}

/** Only the fields the owner sent change (none sent: nothing changes); the user comes from the session, never the body. */
export async function updateProfile({ db, userId, input }: { db: Database; userId: string; input: ProfileUpdate }) {
  const [row] = await db.select().from(users).where(eq(users.id, userId))
  if (!row) throw AppError.notFound('Profile not found')
  const { fullName, ...rest } = input
  const saved = await patchRow(db, users, row, { ...rest, name: fullName })
  return toProfile(saved.row)
}

function toProfile(row: typeof users.$inferSelect): Profile {
  return {
    id: row.id,
    // A guest's placeholder address is not an e-mail anyone can write to.
    email: row.isAnonymous ? null : row.email,
    emailVerified: !row.isAnonymous && row.emailVerified,
    fullName: row.name,
    preferredName: row.preferredName,
    isAnonymous: row.isAnonymous,
    role: row.role === 'admin' ? 'admin' : 'user',
    onboardingCompleted: row.onboardingCompleted,
    preferredNotificationMethods: (row.preferredNotificationMethods.length
      ? row.preferredNotificationMethods
      : DEFAULT_NOTIFICATION_METHODS) as Profile['preferredNotificationMethods'],
    country: row.country,
    currency: row.currency,
    unitSystem: row.unitSystem === 'imperial' || row.unitSystem === 'metric' ? row.unitSystem : null,
    timezone: row.timezone,
    createdAt: row.createdAt.toISOString(),
  }
}
