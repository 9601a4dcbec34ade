import type { CreatedApiKey } from '@pawpulse/domain/api-keys-api'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { usePets } from '#web/lib/pets/get-pets.ts'
import { useApiKeys } from '../api/get-api-keys'
import { ApiKeyItem } from './api-key-item'
import { CreateApiKeyForm } from './create-api-key-form'
import { NewApiKeySecret } from './new-api-key-secret'

/** Personal API keys (docs/product/api-keys.md): the owner's devices and automations, each with its pets and access. */
export function ApiKeysSection({ timeZone }: { timeZone: string }) {
  const viewer = useViewer()
  const keys = useApiKeys()
  const { pets, isLoading: arePetsLoading } = usePets()
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  // A key may only be given pets the owner may change: their own, or shared with them as a co-parent.
  const keyablePets = pets.filter((pet) => pet.access !== 'viewer')
  const isGuest = viewer?.role === 'guest'

  return (
    <Card aria-labelledby="api-keys-title" className="grid gap-5">
      <div>
        <CardTitle id="api-keys-title">API keys</CardTitle>
        <CardDescription>
          Let your own devices and automations read or record your pets’ data, such as a breathing count posted from a script. A key works
          only for the pets you choose, and only with the pet records.
        </CardDescription>
      </div>
      {isGuest ? (
        <p className="text-sm text-muted-foreground">API keys need an account: create one to make keys for your devices.</p>
      ) : (
        <>
          {created ? <NewApiKeySecret name={created.key.name} secret={created.secret} onDone={() => setCreated(null)} /> : null}
          {keys.isPending ? <LoadingDots label="Loading your API keys" className="py-4" /> : null}
          {keys.isError ? (
            <div role="alert" className="text-sm text-muted-foreground">
              <p>Your API keys could not be loaded.</p>
              <Button variant="link" onClick={() => void keys.refetch()}>
                Try again
              </Button>
            </div>
          ) : null}
          {keys.isSuccess && keys.data.length === 0 ? <p className="text-sm text-muted-foreground">You have no API keys.</p> : null}
          {keys.isSuccess && keys.data.length > 0 ? (
            <ul aria-label="API keys" className="grid gap-2">
              {keys.data.map((key) => (
                <li key={key.id}>
                  <ApiKeyItem apiKey={key} timeZone={timeZone} />
                </li>
              ))}
            </ul>
          ) : null}
          <section aria-labelledby="create-api-key-title" className="grid gap-3 border-t border-border pt-5">
            <h3 id="create-api-key-title" className="font-semibold text-foreground">
              Create a key
            </h3>
            {arePetsLoading ? <LoadingDots label="Loading your pets" className="py-4" /> : null}
            {!arePetsLoading && keyablePets.length === 0 ? (
              <p className="text-sm text-muted-foreground">Add a pet first: a key works with pets you can change.</p>
            ) : null}
            {!arePetsLoading && keyablePets.length > 0 ? (
              <CreateApiKeyForm
                key={keyablePets.map((pet) => pet.id).join()}
                pets={keyablePets}
                timeZone={timeZone}
                onCreated={setCreated}
              />
            ) : null}
          </section>
        </>
      )}
    </Card>
  )
}
