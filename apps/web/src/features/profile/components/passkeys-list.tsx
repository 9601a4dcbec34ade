import { useState } from 'react'
import { ApiError } from '#web/lib/api-client.ts'
import { toast } from '#web/lib/toast.ts'
import { Button } from '#web/components/ui/button.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys'

/** Passkeys (decision 061): sign in with the phone's or computer's lock instead of the password. */
export function PasskeysList() {
  const passkeys = usePasskeys()
  const add = useAddPasskey()
  const remove = useRemovePasskey()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()

  const onAdd = (event: React.FormEvent) => {
    event.preventDefault()
    setError(undefined)
    const label = name.trim() || 'Passkey'
    add.mutate(label, {
      onSuccess: () => {
        setName('')
        toast.success('Passkey added', { description: `"${label}" can now sign you in.` })
      },
      onError: (cause) => setError(passkeyErrorMessage(cause)),
    })
  }

  return (
    <div className="grid gap-3 pt-2">
      <h4 id="passkeys-title" className="font-semibold text-foreground">
        Passkeys
      </h4>
      {passkeys.data?.length ? (
        <ul aria-labelledby="passkeys-title" className="grid gap-2">
          {passkeys.data.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm">
              <span className="break-all">{passkey.name || 'Passkey'}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={remove.isPending}
                aria-label={`Remove passkey ${passkey.name || 'Passkey'}`}
                onClick={() => remove.mutate(passkey.id, { onSuccess: () => toast.success('Passkey removed') })}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : passkeys.data ? (
        <p className="text-sm text-muted-foreground">No passkeys yet.</p>
      ) : null}
      <form noValidate onSubmit={onAdd} aria-label="Add a passkey" className="grid max-w-md gap-3">
        <FormAlert message={error} />
        <TextField
          label="Passkey name"
          hint="So you can tell them apart, e.g. My phone."
          value={name}
          onChange={(event) => setName(event.target.value)}
          maxLength={60}
        />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={add.isPending}>
          {add.isPending ? 'Waiting for your passkey…' : 'Add a passkey'}
        </Button>
      </form>
    </div>
  )
}

function passkeyErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof Error && error.name === 'InvalidStateError') return 'This device already has a passkey for your account.'
  if (error instanceof Error && error.name === 'NotAllowedError') return 'Adding the passkey was cancelled or timed out. Try again.'
  return 'This browser could not create a passkey.'
}
