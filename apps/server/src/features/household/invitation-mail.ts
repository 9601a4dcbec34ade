import { INVITATION_TTL_DAYS, type HouseholdAccessLevel } from '@pawpulse/domain/household'
import type { Mail } from '../../lib/mailer'

/**
 * Spec §2 has no invitation page, so the link opens the auth page with `invite`; after sign-in
 * or sign-up there, the web app accepts the invitation (`POST /api/invitations/{token}/accept`).
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

/** The invitation e-mail, text and HTML. Every name comes from a user, so the HTML escapes it. */
export function invitationMail(input: InvitationMailInput): Mail {
  const pets = listNames(input.petNames)
  const rights = input.accessLevel === 'editor' ? 'see and update' : 'see'
  const intro = `${input.ownerName} invited you to help care for ${pets} on Pawpulse. You will be able to ${rights} their health records.`
  const howTo = `Sign up or sign in with this e-mail address (${input.to}). The link works once and expires in ${INVITATION_TTL_DAYS} days.`
  const ignore = 'If you did not expect this invitation, you can ignore this e-mail.'
  const text = [`Hi ${input.memberName},`, intro, `Accept the invitation: ${input.link}`, howTo, ignore].join('\n\n')
  const html = [
    `<p>Hi ${escapeHtml(input.memberName)},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>`,
    `<p>${escapeHtml(howTo)}</p>`,
    `<p>${escapeHtml(ignore)}</p>`,
  ].join('\n')
  // A name with a line break must not become a second header line.
  const subject = `${input.ownerName} invited you to care for ${pets} on Pawpulse`.replace(/\s+/g, ' ')
  return { to: input.to, subject, text, html }
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })

function listNames(names: string[]) {
  return names.length ? listFormat.format(names) : 'their pets'
}

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char)
}
