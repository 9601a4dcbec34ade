import type { Profile } from '@pawpulse/domain/profile'
import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { SessionsList } from './sessions-list'
import { TwoFactorSection } from './two-factor-section'

const ChangeEmailForm = lazyForm(() => import('./change-email-form').then((module) => module.ChangeEmailForm))
const ChangePasswordForm = lazyForm(() => import('./change-password-form').then((module) => module.ChangePasswordForm))

/** The mails link here (`/profile#sign-in-and-security`), e.g. the notice that the e-mail is being changed. */
export const SECURITY_SECTION_ID = 'sign-in-and-security'

/** Sign-in and security: the e-mail address, the password and the signed-in devices. */
export function SecuritySection({ profile }: { profile: Profile & { email: string } }) {
  const [open, setOpen] = useState<'email' | 'password' | null>(null)
  const emailButton = useRef<HTMLButtonElement>(null)
  const passwordButton = useRef<HTMLButtonElement>(null)
  const lastOpened = useRef<'email' | 'password' | null>(null)
  const [pendingEmail, setPendingEmail] = useState<string | null>(null)
  const sectionRef = useRef<HTMLElement>(null)
  const { hash } = useLocation()

  // The page loads its parts lazily, so the browser's own jump to the fragment has nothing to find.
  useEffect(() => {
    if (hash === `#${SECURITY_SECTION_ID}`) sectionRef.current?.scrollIntoView?.({ block: 'start' })
  }, [hash])

  // A closed form gives the focus back to the button that opened it.
  useEffect(() => {
    if (open) lastOpened.current = open
    else if (lastOpened.current) (lastOpened.current === 'email' ? emailButton : passwordButton).current?.focus()
  }, [open])

  const emailSent = (newEmail: string) => {
    setPendingEmail(newEmail)
    setOpen(null)
    toast.success('Check your new inbox', { description: `We sent a confirmation link to ${newEmail}.` })
  }

  return (
    <Card ref={sectionRef} id={SECURITY_SECTION_ID} aria-labelledby="security-title" className="grid scroll-mt-20 gap-5">
      <div>
        <CardTitle id="security-title">Sign-in and security</CardTitle>
        <CardDescription>Your sign-in address, your password and the devices where you are signed in.</CardDescription>
      </div>

      <section aria-labelledby="sign-in-email-title" className="grid gap-3">
        <h3 id="sign-in-email-title" className="font-semibold text-foreground">
          E-mail address
        </h3>
        <p className="text-sm text-foreground">
          <span className="break-all">{profile.email}</span>{' '}
          <span className={profile.emailVerified ? 'text-primary-strong' : 'text-amber-900'}>
            ({profile.emailVerified ? 'confirmed' : 'not confirmed yet'})
          </span>
        </p>
        {pendingEmail ? (
          <p role="status" className="rounded-md bg-muted p-3 text-sm text-foreground">
            We sent a link to <strong className="break-all">{pendingEmail}</strong>. Your address changes when you open it; until then, keep
            signing in with <span className="break-all">{profile.email}</span>.
          </p>
        ) : null}
        {open === 'email' ? (
          <ChangeEmailForm onSent={emailSent} onCancel={() => setOpen(null)} />
        ) : (
          <Button
            ref={emailButton}
            variant="outline"
            className="justify-self-start"
            {...preloads(ChangeEmailForm)}
            onClick={() => setOpen('email')}
          >
            Change e-mail address
          </Button>
        )}
      </section>

      <section aria-labelledby="password-title" className="grid gap-3 border-t border-border pt-5">
        <h3 id="password-title" className="font-semibold text-foreground">
          Password
        </h3>
        {open === 'password' ? (
          <ChangePasswordForm onDone={() => setOpen(null)} />
        ) : (
          <Button
            ref={passwordButton}
            variant="outline"
            className="justify-self-start"
            {...preloads(ChangePasswordForm)}
            onClick={() => setOpen('password')}
          >
            Change password
          </Button>
        )}
      </section>

      <TwoFactorSection />

      <div className="border-t border-border pt-5">
        <SessionsList timeZone={profile.timezone ?? 'UTC'} />
      </div>
    </Card>
  )
}
