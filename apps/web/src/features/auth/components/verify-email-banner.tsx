import { MailWarningIcon, XIcon } from 'lucide-react'
import { useState } from 'react'
import { toast } from '#web/lib/toast.ts'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useMe } from '#web/lib/auth/get-me.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { useSendVerificationEmail } from '../api/send-verification-email'

/** Dismissed for this browser tab's visit only (sessionStorage): it comes back until the address is confirmed. */
const dismissedKey = (userId: string) => `verify-email-banner-dismissed:${userId}`

function wasDismissed(userId: string) {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1'
  } catch {
    return false
  }
}

/**
 * The app is fully usable before the address is confirmed (decision 012); this says so and
 * offers the link again. Accounts only: guests have no address to confirm.
 */
export function VerifyEmailBanner() {
  const viewer = useViewer()
  const me = useMe()
  const resend = useSendVerificationEmail()
  const userId = viewer?.userId ?? ''
  // Which account closed it in this render tree; sessionStorage covers reloads.
  const [dismissedBy, setDismissedBy] = useState<string | null>(null)
  const email = me.data?.email

  if (!viewer || viewer.role === 'guest' || !email || me.data?.emailVerified !== false || dismissedBy === userId || wasDismissed(userId))
    return null

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(userId), '1')
    } catch {
      // Private mode without storage: hidden until the next page load.
    }
    setDismissedBy(userId)
  }

  const send = () =>
    resend.mutate(email, {
      onSuccess: () => toast.success('Confirmation e-mail sent', { description: `Open the link we sent to ${email}.` }),
      onError: (error) => toast.error(failureMessage(error, 'The e-mail could not be sent. Please try again.')),
    })

  return (
    <section
      aria-label="Confirm your e-mail address"
      className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-foreground"
    >
      <MailWarningIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="grid min-w-0 flex-1 gap-2 sm:flex sm:items-center sm:justify-between sm:gap-4">
        <p>
          <strong>Please confirm your e-mail address.</strong> We sent a link to <span className="break-all">{email}</span>. You can keep
          using Pawpulse meanwhile.
        </p>
        <StatusButton
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={send}
          isPending={resend.isPending}
          pendingLabel="Sending…"
        >
          Resend
        </StatusButton>
      </div>
      <Button variant="ghost" size="icon" className="-mt-2 -mr-2 shrink-0" aria-label="Dismiss" onClick={dismiss}>
        <XIcon aria-hidden="true" />
      </Button>
    </section>
  )
}
