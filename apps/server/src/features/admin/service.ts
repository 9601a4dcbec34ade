import type { AdminUser } from '@pawpulse/domain/admin'
import { count, desc, eq } from 'drizzle-orm'
import type { Database } from '#server/db/client.ts'
import { users } from '#server/db/schema.ts'

/** Accounts (guests left out), newest first. */
export async function listUsers({ db, limit, offset }: { db: Database; limit: number; offset: number }) {
  const accounts = eq(users.isAnonymous, false)
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(accounts).orderBy(desc(users.createdAt)).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(accounts),
  ])
  return {
    users: rows.map((u): AdminUser => ({
      id: u.id,
      email: u.email,
      fullName: u.name,
      role: u.role === 'admin' ? 'admin' : 'user',
      onboardingCompleted: u.onboardingCompleted,
      createdAt: u.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
  }
}
