import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { users } from '../db/schema'

/**
 * The admin role (decision 059): an account gets it when its address is on PAWPULSE_ADMIN_EMAILS
 * AND proven by the confirmation link. Listing an address before its account exists must not hand
 * the role to whoever signs up with it first, so an unconfirmed address never holds it.
 */
export function createAdminRole({ db, adminEmails }: { db: Database; adminEmails: readonly string[] }) {
  const isListed = (email: string | null | undefined) => !!email && adminEmails.includes(email.toLowerCase())

  return {
    /**
     * Brings one account's role in line with the rule: admin once a listed address is confirmed;
     * an admin whose address is unconfirmed loses the role. An address taken off the list keeps
     * the role it was given (the admin pages are where an operator would take it away).
     */
    async sync(userId: string): Promise<void> {
      const [user] = await db
        .select({ email: users.email, role: users.role, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, userId))
      if (!user) return
      if (user.emailVerified && user.role !== 'admin' && isListed(user.email)) {
        await db.update(users).set({ role: 'admin' }).where(eq(users.id, userId))
      } else if (!user.emailVerified && user.role === 'admin') {
        await db.update(users).set({ role: 'user' }).where(eq(users.id, userId))
      }
    },
  }
}

/**
 * At start: no unconfirmed address holds the admin role. Accounts that signed up with a listed
 * address before this rule got the role at once (decision 059); their sessions stay, the role goes.
 */
export async function revokeUnconfirmedAdmins(db: Database): Promise<number> {
  const demoted = await db
    .update(users)
    .set({ role: 'user' })
    .where(and(eq(users.role, 'admin'), eq(users.emailVerified, false)))
    .returning({ id: users.id })
  return demoted.length
}
