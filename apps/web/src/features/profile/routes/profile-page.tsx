import { LogOutIcon } from 'lucide-react'
import { PageHeader } from '#web/components/page-header.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useMe } from '#web/lib/auth/get-me.ts'
import { useSignOut } from '#web/lib/auth/sign-out.ts'
import { ApiKeysSection } from '../components/api-keys-section'
import { DeleteAccountCard } from '../components/delete-account-card'
import { HouseholdSection } from '../components/household-section'
import { ProfileDetailsCard } from '../components/profile-details-card'
import { SecuritySection } from '../components/security-section'
import { YourDataCard } from '../components/your-data-card'

/** /profile (accounts only): the owner's details, sign-in and security, household, API keys, data export, sign out and deletion. */
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
        <div className="grid gap-6">
          <ProfileDetailsCard profile={me.data} />
          {me.data.email ? <SecuritySection profile={{ ...me.data, email: me.data.email }} /> : null}
          <HouseholdSection />
          <ApiKeysSection timeZone={me.data.timezone ?? 'UTC'} />
          <YourDataCard />
          {me.data.email ? <DeleteAccountCard email={me.data.email} /> : null}
        </div>
      ) : null}
    </>
  )
}
