import { BellOffIcon, BellRingIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { type PushSetupError, pushSupport, usePushDevice, useTogglePush } from '../api/push-device'

const BLOCKED_MESSAGE =
  'Notifications are blocked for Pawpulse in this browser. Allow them in the browser’s site settings, then turn push on here.'

function problemOf(problem: PushSetupError | null, error: unknown): string | undefined {
  if (problem) return problem.reason === 'denied' ? BLOCKED_MESSAGE : problem.message
  return error ? failureMessage(error, 'Push could not be changed. Please try again.') : undefined
}

/**
 * "Push notifications on this device": the browser's permission and subscription, turned on
 * and off here. Which reminders use push is each reminder's choice (and the default above).
 */
export function PushSection() {
  const support = pushSupport()
  const device = usePushDevice()
  const toggle = useTogglePush()
  const isOn = device.data?.isOn === true
  return (
    <section aria-labelledby="push-title" className="grid gap-2 border-t border-border pt-4">
      <h3 id="push-title" className="font-medium">
        Push notifications on this device
      </h3>
      {support === 'unsupported' ? (
        <p className="text-sm text-muted-foreground">
          This browser cannot show push notifications. Reminders still show on this page and come by e-mail if you chose it.
        </p>
      ) : support === 'denied' && !toggle.isPending ? (
        <p role="status" className="text-sm">
          {BLOCKED_MESSAGE}
        </p>
      ) : device.isPending ? (
        <LoadingDots label="Checking push on this device" />
      ) : (
        <>
          <p role="status" className="text-sm text-muted-foreground">
            {isOn
              ? 'On: reminders that use push pop up on this device, with Done and Snooze buttons.'
              : 'Off: turn it on to get reminders that use push on this device, even when Pawpulse is closed.'}
          </p>
          <FormAlert message={problemOf(toggle.data?.problem ?? null, toggle.error)} />
          <div>
            <Button type="button" variant={isOn ? 'outline' : 'default'} disabled={toggle.isPending} onClick={() => toggle.mutate(!isOn)}>
              {isOn ? <BellOffIcon aria-hidden="true" /> : <BellRingIcon aria-hidden="true" />}
              {toggle.isPending
                ? isOn
                  ? 'Turning off…'
                  : 'Turning on…'
                : isOn
                  ? 'Turn off push on this device'
                  : 'Turn on push on this device'}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
