import { apiKeyAccessLabels } from '@pawpulse/domain/api-keys'
import type { ApiKey } from '@pawpulse/domain/api-keys-api'
import { KeyRoundIcon } from 'lucide-react'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { formatDateTime, formatIsoDate } from '#web/lib/format-date.ts'
import { useRevokeApiKey } from '../api/revoke-api-key'

function expiryText(key: ApiKey): string {
  if (!key.expiresOn) return 'No expiry'
  return key.isExpired ? `Expired after ${formatIsoDate(key.expiresOn)}` : `Works until ${formatIsoDate(key.expiresOn)}`
}

/** One key: what it may touch, until when, when it was last used; revoking asks first. */
export function ApiKeyItem({ apiKey, timeZone }: { apiKey: ApiKey; timeZone: string }) {
  const revoke = useRevokeApiKey(apiKey)
  const titleId = `api-key-${apiKey.id}`
  const pets = apiKey.pets.length > 0 ? apiKey.pets.map((pet) => pet.name).join(', ') : 'no pets any more'
  return (
    <article aria-labelledby={titleId} className="flex flex-wrap items-start justify-between gap-3 rounded-md border border-border p-3">
      <div className="flex min-w-0 items-start gap-3">
        <KeyRoundIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="grid min-w-0 gap-0.5 text-sm">
          <p id={titleId} className="font-medium break-words text-foreground">
            {apiKey.name}
          </p>
          <p className="text-muted-foreground">
            <code className="font-mono text-foreground">{apiKey.prefix}…</code> · {apiKeyAccessLabels[apiKey.access]}
          </p>
          <p className="text-muted-foreground">Pets: {pets}</p>
          <p className={apiKey.isExpired ? 'text-destructive' : 'text-muted-foreground'}>
            {expiryText(apiKey)} · {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt, timeZone)}` : 'Never used'}
          </p>
        </div>
      </div>
      <DeleteAction
        label="Revoke"
        target={apiKey.name}
        title={`Revoke “${apiKey.name}”?`}
        description="Devices and scripts using this key are refused from now on. This cannot be undone; you can create a new key."
        confirmLabel="Revoke key"
        onConfirm={() => revoke.mutateAsync()}
      />
    </article>
  )
}
