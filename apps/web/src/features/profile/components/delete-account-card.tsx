import { useState } from 'react'
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { ApiError, failureMessage } from '#web/lib/api-client.ts'
import { useDeleteAccount } from '../api/delete-account'

/**
 * Deleting the account asks the owner to type their e-mail, so a stray click cannot do it, and
 * their current password, so a session left open elsewhere cannot either (decision 059).
 */
export function DeleteAccountCard({ email }: { email: string }) {
  const deleteAccount = useDeleteAccount()
  const [typed, setTyped] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [passwordError, setPasswordError] = useState<string | undefined>()
  const matches = typed.trim().toLowerCase() === email.toLowerCase()

  const confirm = async () => {
    try {
      await deleteAccount.mutateAsync({ confirmEmail: typed, currentPassword: password })
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.currentPassword) setPasswordError(caught.fields.currentPassword)
      else
        setError(
          caught instanceof ApiError && caught.fields.confirmEmail
            ? caught.fields.confirmEmail
            : failureMessage(caught, 'Your account could not be deleted. Please try again.'),
        )
      throw caught
    }
  }

  return (
    <Card aria-labelledby="delete-account-title" className="grid gap-3 border-destructive/40">
      <CardTitle id="delete-account-title">Delete account</CardTitle>
      <CardDescription>
        Deletes your account, your pets and all their records and photos. Pets shared with you stay with their owners.
      </CardDescription>
      <ConfirmDialog
        trigger={
          <Button variant="destructive" className="justify-self-start">
            Delete my account
          </Button>
        }
        onOpenChange={(isOpen) => {
          if (!isOpen) {
            setTyped('')
            setPassword('')
            setError(undefined)
            setPasswordError(undefined)
          }
        }}
        title="Delete your account?"
        description="This cannot be undone. Everything you keep in Pawpulse is deleted for good."
        confirmLabel="Delete account"
        confirmDisabled={!matches || password === ''}
        onConfirm={confirm}
      >
        <TextField
          label={`Type ${email} to confirm`}
          type="email"
          autoComplete="off"
          value={typed}
          error={error}
          onChange={(event) => {
            setTyped(event.target.value)
            setError(undefined)
          }}
        />
        <TextField
          label="Your current password"
          type="password"
          autoComplete="current-password"
          value={password}
          error={passwordError}
          onChange={(event) => {
            setPassword(event.target.value)
            setPasswordError(undefined)
          }}
        />
      </ConfirmDialog>
    </Card>
  )
}
