import { RESET_LINK_TTL_MINUTES, VERIFY_LINK_TTL_HOURS } from '@pawpulse/domain/auth'
import { composeMail } from '../lib/mail-format'
import type { Mail } from '../lib/mailer'

/** The account mails (docs/decisions/012), in the same look as the household invitation. */

const notYou = 'If you did not ask for this, you can ignore this e-mail: nothing changes.'

export function resetPasswordMail({ to, name, link }: { to: string; name: string; link: string }): Mail {
  return composeMail({
    to,
    subject: 'Reset your Pawpulse password',
    name,
    intro: ['Someone asked to reset the password of your Pawpulse account. If it was you, choose a new password with this link.'],
    action: { label: 'Choose a new password', url: link },
    outro: [
      `The link works once and expires in ${RESET_LINK_TTL_MINUTES} minutes. Choosing a new password signs you out on every device.`,
      notYou,
    ],
  })
}

export function verifyEmailMail({ to, name, link }: { to: string; name: string; link: string }): Mail {
  return composeMail({
    to,
    subject: 'Confirm your e-mail address for Pawpulse',
    name,
    intro: [`Please confirm that ${to} is your e-mail address, so that we can reach you about your account and your pets.`],
    action: { label: 'Confirm my e-mail address', url: link },
    outro: [
      `The link expires in ${VERIFY_LINK_TTL_HOURS} hours. You can ask for a new one in Pawpulse at any time.`,
      'If you did not create a Pawpulse account, you can ignore this e-mail.',
    ],
  })
}

export function changeEmailMail({ to, name, link }: { to: string; name: string; link: string }): Mail {
  return composeMail({
    to,
    subject: 'Confirm your new e-mail address for Pawpulse',
    name,
    intro: [`You asked to use ${to} for your Pawpulse account. Your address changes when you open this link.`],
    action: { label: 'Use this e-mail address', url: link },
    outro: [`The link expires in ${VERIFY_LINK_TTL_HOURS} hours. Until then you keep signing in with your current address.`, notYou],
  })
}

/** To the address being replaced: the owner hears of the change while it can still be stopped. */
export function emailChangeNoticeMail({
  to,
  name,
  newEmail,
  securityLink,
}: {
  to: string
  name: string
  newEmail: string
  securityLink: string
}): Mail {
  return composeMail({
    to,
    subject: 'Your Pawpulse e-mail address is being changed',
    name,
    intro: [
      `Someone signed in to your Pawpulse account asked to change its e-mail address to ${newEmail}. The change happens only when the link we sent to that address is opened.`,
      'If this was you, there is nothing to do.',
    ],
    action: { label: 'If it was not you, change your password now', url: securityLink },
    outro: ['Changing your password there signs out every other device, which stops the change from being confirmed from them.'],
  })
}

/**
 * Someone signed up with an address that already has an account. The sign-up answers as if it
 * worked (decision 012); the owner learns of it here, with the ways back in.
 */
export function existingAccountSignUpMail({
  to,
  name,
  signInLink,
  resetLink,
}: {
  to: string
  name: string
  signInLink: string
  resetLink: string
}): Mail {
  return composeMail({
    to,
    subject: 'Someone tried to create a Pawpulse account with your e-mail',
    name,
    intro: [
      `Someone just tried to create a new Pawpulse account with ${to}. You already have an account with this address, so no new account was made and nothing changed.`,
      `If it was you, sign in instead: ${signInLink}`,
    ],
    action: { label: 'Forgot your password? Reset it', url: resetLink },
    outro: ['If it was not you, you can ignore this e-mail: your account is safe and nobody was signed in.'],
  })
}
