import type { Profile } from '@pawpulse/domain/profile'
import { toast } from '#web/lib/toast.ts'
import { OwnerProfileForm } from '#web/components/owner-profile-form/owner-profile-form.tsx'
import { formValuesFrom, type OwnerProfileFormValues, profileUpdateFrom } from '#web/components/owner-profile-form/owner-profile-schema.ts'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { useUpdateMe } from '#web/lib/auth/update-me.ts'

const roleLabel = { user: 'User', admin: 'Admin' } as const

/** The same fields as owner onboarding (names, country and its defaults, notification methods). */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const updateMe = useUpdateMe()
  const save = async (values: OwnerProfileFormValues) => {
    await updateMe.mutateAsync(profileUpdateFrom(values))
    toast.success('Profile updated', { description: 'Your details have been saved.' })
  }
  return (
    <Card aria-labelledby="your-details-title" className="grid gap-4">
      <CardTitle id="your-details-title">Your details</CardTitle>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-muted-foreground">E-mail</dt>
        <dd className="break-all text-foreground">{profile.email ?? '—'}</dd>
        <dt className="font-medium text-muted-foreground">Role</dt>
        <dd className="text-foreground">{roleLabel[profile.role]}</dd>
      </dl>
      <OwnerProfileForm ariaLabel="Your details" defaultValues={formValuesFrom(profile)} submitLabel="Save changes" onSubmit={save} />
    </Card>
  )
}
