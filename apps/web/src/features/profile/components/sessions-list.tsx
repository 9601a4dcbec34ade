import type { AccountSession } from '@pawpulse/domain/account-sessions'
import { MonitorSmartphoneIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useAccountSessions } from '../api/get-account-sessions'
import { useRevokeOtherSessions } from '../api/revoke-other-sessions'
import { useRevokeSession } from '../api/revoke-session'

function SessionItem({ session, timeZone }: { session: AccountSession; timeZone: string }) {
  const revoke = useRevokeSession(session)
  const signedIn = formatDateTime(session.createdAt, timeZone)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphoneIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <p className="font-medium text-foreground">
            {session.device}
            {session.isCurrent ? (
              <span className="ml-2 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary-strong">This device</span>
            ) : null}
          </p>
          <p className="text-sm text-muted-foreground">
            Signed in {signedIn} · last active {formatDateTime(session.lastActiveAt, timeZone)}
          </p>
        </div>
      </div>
      {session.isCurrent ? null : (
        <StatusButton
          variant="outline"
          size="sm"
          aria-label={`Sign out ${session.device}, signed in ${signedIn}`}
          isPending={revoke.isPending}
          pendingLabel="Signing out…"
          onClick={() => revoke.mutate()}
        >
          Sign out
        </StatusButton>
      )}
    </li>
  )
}

/** Where the account is signed in; any other device can be signed out, one or all at once. */
export function SessionsList({ timeZone }: { timeZone: string }) {
  const sessions = useAccountSessions()
  const revokeOthers = useRevokeOtherSessions()
  const hasOthers = sessions.data?.some((s) => !s.isCurrent) ?? false

  return (
    <section aria-labelledby="sessions-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id="sessions-title" className="font-semibold text-foreground">
          Signed-in devices
        </h3>
        {hasOthers ? (
          <StatusButton
            variant="outline"
            size="sm"
            isPending={revokeOthers.isPending}
            pendingLabel="Signing out…"
            onClick={() => revokeOthers.mutate()}
          >
            Sign out all other devices
          </StatusButton>
        ) : null}
      </div>
      {sessions.isPending ? <LoadingDots label="Loading your devices" className="py-4" /> : null}
      {sessions.isError ? (
        <div role="alert" className="text-sm text-muted-foreground">
          <p>Your devices could not be loaded.</p>
          <Button variant="link" onClick={() => void sessions.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {sessions.data ? (
        <ul aria-label="Signed-in devices" className="grid gap-2">
          {sessions.data.map((session) => (
            <SessionItem key={session.id} session={session} timeZone={timeZone} />
          ))}
        </ul>
      ) : null}
      {revokeOthers.isError ? (
        <p role="alert" className="text-sm text-destructive">
          The other devices could not be signed out. Please try again.
        </p>
      ) : null}
    </section>
  )
}
