import type { Mail } from './mailer'

const htmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => htmlEntities[char] ?? char)
}

export interface MailContent {
  to: string
  subject: string
  /** Who the mail greets ("Hi Ana,"). */
  name: string
  /** Paragraphs before the link. */
  intro: string[]
  action?: { label: string; url: string }
  /** Paragraphs after the link (how long it works, what to do if it was not you). */
  outro: string[]
}

/**
 * Every Pawpulse mail has one look: a greeting, short paragraphs, one link, then the small print;
 * as plain text and as simple HTML. Names and addresses come from users, so the HTML escapes
 * everything, and the subject is kept on one line (a line break would start a second header).
 */
export function composeMail({ to, subject, name, intro, action, outro }: MailContent): Mail {
  const text = [`Hi ${name},`, ...intro, ...(action ? [`${action.label}: ${action.url}`] : []), ...outro].join('\n\n')
  const html = [
    `<p>Hi ${escapeHtml(name)},</p>`,
    ...intro.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    ...outro.map((p) => `<p>${escapeHtml(p)}</p>`),
  ].join('\n')
  return { to, subject: subject.replace(/\s+/g, ' '), text, html }
}
