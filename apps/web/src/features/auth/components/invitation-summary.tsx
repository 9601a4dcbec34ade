import type { Invitation } from '@pawpulse/domain/household'
import { MailOpenIcon } from 'lucide-react'

const accessText = { editor: 'as a co-parent, who can change their records', viewer: 'as a viewer, who can see their records' } as const

/** Who invites you, to which pets, with what access (GET /api/invitations/{token}). */
export function InvitationSummary({ invitation }: { invitation: Invitation }) {
  const pets = new Intl.ListFormat('en', { type: 'conjunction' }).format(invitation.petNames)
  return (
    <section aria-labelledby="invitation-title" className="rounded-lg border border-primary/40 bg-primary-soft p-4 text-sm text-foreground">
      <h2 id="invitation-title" className="flex items-center gap-2 text-base font-semibold">
        <MailOpenIcon aria-hidden="true" className="size-5 text-primary" />
        {invitation.ownerName} invited you
      </h2>
      <p className="mt-2">
        {invitation.memberName}, {invitation.ownerName} would like to share {pets || 'their pets'} with you{' '}
        {accessText[invitation.accessLevel]}.
      </p>
      <p className="mt-2">
        Sign up or sign in with <strong className="break-all">{invitation.email}</strong> to accept.
      </p>
    </section>
  )
}
