import { INVITATION_TTL_DAYS, type HouseholdAccessLevel } from '@pawpulse/domain/household'
import { composeMail } from '#server/lib/mail-format.ts'
import type { Mail } from '#server/lib/mailer.ts'

/**
 * The web app has no invitation page (docs/product/household.md#the-invitation-link), so the link
 * opens the auth page with `invite`; after sign-in or sign-up there, the web app accepts the
 * invitation (`POST /api/invitations/{token}/accept`).
 */
export function invitationLink(publicUrl: string, token: string) {
  return `${publicUrl}/auth?invite=${encodeURIComponent(token)}`
}

export interface InvitationMailInput {
  to: string
  ownerName: string
  memberName: string
  petNames: string[]
  accessLevel: HouseholdAccessLevel
  link: string
}

/** The invitation e-mail, text and HTML, in the one mail look (`composeMail` escapes every name). */
export function invitationMail(input: InvitationMailInput): Mail {
  const pets = listNames(input.petNames)
  const rights = input.accessLevel === 'editor' ? 'see and update' : 'see'
  const intro = `${input.ownerName} invited you to help care for ${pets} on Pawpulse. You will be able to ${rights} their health records.`
  const howTo = `Sign up or sign in with this e-mail address (${input.to}). The link works once and expires in ${INVITATION_TTL_DAYS} days.`
  const ignore = 'If you did not expect this invitation, you can ignore this e-mail.'
  return composeMail({
    to: input.to,
    subject: invitationSubject(input.petNames.length),
    name: input.memberName,
    intro: [intro],
    action: { label: 'Accept the invitation', url: input.link },
    outro: [howTo, ignore],
  })
}

/**
 * No text the inviter chose: the subject is what a mail client shows before anyone opens the
 * mail, and an account named "Free prize at https://…" would otherwise put its advert there, sent
 * from our address (decision 060). The names are in the body, escaped, with the link to our app.
 */
export function invitationSubject(petCount: number) {
  return `You are invited to help care for ${petCount === 1 ? 'a pet' : `${petCount || 'their'} pets`} on Pawpulse`
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })

function listNames(names: string[]) {
  return names.length ? listFormat.format(names) : 'their pets'
}
