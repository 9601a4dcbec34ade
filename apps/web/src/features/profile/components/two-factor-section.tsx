import type { TwoFactorSetup } from '@pawpulse/domain/two-factor-api'
import { totpCodeSchema, twoFactorPasswordSchema } from '@pawpulse/domain/two-factor-input'
import { useEffect, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { toast } from '#web/lib/toast.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { FormActions } from '#web/components/form-actions.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useConfirmTwoFactor, useStartTwoFactor, useTurnOffTwoFactor, useTwoFactorStatus } from '../api/two-factor'
import { PasskeysList } from './passkeys-list'

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; turningOff: boolean }
  | { kind: 'scan'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }

/** "Two-factor sign-in" on /profile (docs/product/accounts-and-guests.md#two-factor-sign-in): an authenticator app, recovery codes, passkeys. */
export function TwoFactorSection() {
  const status = useTwoFactorStatus()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const isOn = status.data === true

  return (
    <section aria-labelledby="two-factor-title" className="grid gap-3 border-t border-border pt-5">
      <h3 id="two-factor-title" className="font-semibold text-foreground">
        Two-factor sign-in
      </h3>
      {/* Nothing is said before the answer: "Off" while it loads would be untrue for an account that has it on. */}
      {status.isError ? <p role="alert">Could not check two-factor sign-in. Reload the page to try again.</p> : null}
      {status.data === undefined ? null : (
        <p className="text-sm text-foreground">
          {isOn
            ? 'On: after your password, Pawpulse asks for a code from your authenticator app (or a recovery code).'
            : 'Off. With it on, a stolen password is not enough to open your account: Pawpulse also asks for a code from an authenticator app on your phone.'}
        </p>
      )}
      {step.kind === 'password' ? (
        <PasswordStep
          turningOff={step.turningOff}
          onCancel={() => setStep({ kind: 'idle' })}
          onStarted={(setup) => setStep({ kind: 'scan', setup })}
          onTurnedOff={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'scan' ? (
        <ScanStep
          setup={step.setup}
          onConfirmed={() => setStep({ kind: 'codes', codes: step.setup.backupCodes })}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={() => setStep({ kind: 'idle' })} />
      ) : status.data === undefined ? null : (
        <Button variant="outline" className="justify-self-start" onClick={() => setStep({ kind: 'password', turningOff: isOn })}>
          {isOn ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
        </Button>
      )}
      <PasskeysList />
    </section>
  )
}

function PasswordStep({
  turningOff,
  onCancel,
  onStarted,
  onTurnedOff,
}: {
  turningOff: boolean
  onCancel: () => void
  onStarted: (setup: TwoFactorSetup) => void
  onTurnedOff: () => void
}) {
  const start = useStartTwoFactor()
  const turnOff = useTurnOffTwoFactor()
  const form = useForm({ resolver: zodResolver(twoFactorPasswordSchema), defaultValues: { password: '' } })
  const { register, setFocus, formState, setError } = form
  useEffect(() => setFocus('password'), [setFocus])
  const submit = useFormSubmit(form, {
    onSubmit: async (input) => {
      try {
        if (turningOff) {
          await turnOff.mutateAsync(input)
          toast.success('Two-factor sign-in is off')
          onTurnedOff()
        } else onStarted(await start.mutateAsync(input))
      } catch (error) {
        // The server names the field currentPassword (the change-password form's); here it is this one.
        const message = (error as { fields?: Record<string, string> }).fields?.currentPassword
        if (message) return setError('password', { type: 'server', message })
        throw error
      }
    },
    fields: ['password'],
    fallback: 'Something went wrong. Please try again.',
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={turningOff ? 'Turn off two-factor sign-in' : 'Set up two-factor sign-in'}
      className="grid max-w-md gap-4"
    >
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <FormActions
        isPending={formState.isSubmitting}
        submitLabel={turningOff ? 'Turn off' : 'Continue'}
        pendingLabel="Checking…"
        onCancel={onCancel}
      />
    </form>
  )
}

function ScanStep({ setup, onConfirmed, onCancel }: { setup: TwoFactorSetup; onConfirmed: () => void; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor()
  const form = useForm({ resolver: zodResolver(totpCodeSchema), defaultValues: { code: '' } })
  const { register, formState } = form
  const submit = useFormSubmit(form, {
    onSubmit: async ({ code }) => {
      await confirm.mutateAsync(code)
      toast.success('Two-factor sign-in is on')
      onConfirmed()
    },
    fields: ['code'],
    fallback: 'The code could not be checked. Please try again.',
  })
  const setupKey = new URL(setup.totpURI).searchParams.get('secret') ?? ''
  return (
    <form noValidate onSubmit={submit} aria-label="Confirm two-factor sign-in" className="grid max-w-md gap-4">
      <p className="text-sm text-foreground">Scan this code with your authenticator app, then enter the 6 digits it shows.</p>
      {/* Drawn by our server from the otpauth URI (no script, no link). */}
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="size-48 bg-white p-1"
        dangerouslySetInnerHTML={{ __html: setup.totpQrSvg }}
      />
      <p className="text-sm text-foreground">
        Cannot scan? Enter this key in the app:{' '}
        <code className="break-all font-mono" data-testid="totp-setup-key">
          {setupKey}
        </code>
      </p>
      <FormAlert message={formState.errors.root?.server?.message} />
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <FormActions isPending={formState.isSubmitting} submitLabel="Turn on" pendingLabel="Checking…" onCancel={onCancel} />
    </form>
  )
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const text = `Pawpulse recovery codes (each works once)\n\n${codes.join('\n')}\n`
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }))
    const link = Object.assign(document.createElement('a'), { href: url, download: 'pawpulse-recovery-codes.txt' })
    link.click()
    URL.revokeObjectURL(url)
  }
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('Recovery codes copied'),
      () => toast.error('Could not copy. Download them instead.'),
    )
  return (
    <div role="region" aria-label="Recovery codes" className="grid max-w-md gap-3">
      <p className="text-sm text-foreground">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.
      </p>
      <ul className="grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={copy}>
          Copy codes
        </Button>
        <Button variant="outline" onClick={download}>
          Download codes
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </div>
    </div>
  )
}
