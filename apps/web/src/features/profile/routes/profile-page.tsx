import { LogOutIcon } from 'lucide-react'
import { PageHeader } from '../../../components/page-header'
import { Button } from '../../../components/ui/button'
import { Card, CardTitle } from '../../../components/ui/card'
import { LoadingDots } from '../../../components/ui/loading-dots'
import { useMe } from '../../../lib/auth/get-me'
import { useSignOut } from '../../../lib/auth/sign-out'

const methodLabel = { email: 'E-mail', push: 'Push notification', sms: 'Text message' } as const

/** Spec §2 /profile (accounts only): the real profile from `GET /api/me`, and sign out. */
export function ProfilePage() {
  const me = useMe()
  const signOut = useSignOut()

  return (
    <>
      <PageHeader
        title="Profile"
        actions={
          <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            <LogOutIcon aria-hidden="true" />
            Sign out
          </Button>
        }
      />
      {me.isPending ? <LoadingDots label="Loading profile" /> : null}
      {me.isError ? <p className="text-muted-foreground">Your profile could not be loaded. Please refresh the page.</p> : null}
      {me.data ? (
        <Card aria-labelledby="account-title">
          <CardTitle id="account-title">Account</CardTitle>
          <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
            <dt className="font-medium text-muted-foreground">Name</dt>
            <dd className="text-foreground">{me.data.fullName}</dd>
            <dt className="font-medium text-muted-foreground">E-mail</dt>
            <dd className="text-foreground">{me.data.email ?? '—'}</dd>
            <dt className="font-medium text-muted-foreground">Role</dt>
            <dd className="text-foreground">{me.data.role === 'admin' ? 'Admin' : 'User'}</dd>
            <dt className="font-medium text-muted-foreground">Notifications by</dt>
            <dd className="text-foreground">{me.data.preferredNotificationMethods.map((method) => methodLabel[method]).join(', ') || '—'}</dd>
          </dl>
        </Card>
      ) : null}
    </>
  )
}
