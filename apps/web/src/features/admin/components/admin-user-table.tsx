import type { AdminUser } from '@pawpulse/domain/admin'
import { localDate } from '@pawpulse/domain/time-zone'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { formatIsoDate } from '#web/lib/format-date.ts'

/** The accounts, newest first; the day each joined is the day on the admin's clock. */
export function AdminUserTable({ users }: { users: AdminUser[] }) {
  const { timeZone } = useOwnerSettings()
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Accounts, newest first</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              E-mail
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Role
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Onboarding
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Joined
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {users.map((user) => (
            <tr key={user.id}>
              <td className="px-4 py-2 text-foreground">{user.fullName}</td>
              <td className="px-4 py-2 break-all text-foreground">{user.email}</td>
              <td className="px-4 py-2 text-foreground">{user.role === 'admin' ? 'Admin' : 'User'}</td>
              <td className="px-4 py-2 text-foreground">{user.onboardingCompleted ? 'Complete' : 'Not complete'}</td>
              <td className="px-4 py-2 whitespace-nowrap text-foreground">{formatIsoDate(localDate(user.createdAt, timeZone))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
