import { householdMemberInputSchema } from '@pawpulse/domain/household'
import { type FormEvent, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { coParentKey, useAiOnboardingStore } from '#web/lib/stores/ai-onboarding-store.ts'

/** Step 1: who you are, and the people who share the care of your pets (invited when the wizard saves). */
export function CoParentsStep() {
  const { fullName, preferredName, email: ownEmail, coParents, setOwner, addCoParent, removeCoParent } = useAiOnboardingStore()
  const [email, setEmail] = useState('')
  const [name, setName] = useState('')
  const [error, setError] = useState<string | undefined>()
  const invited = Object.values(coParents)

  const invite = (event: FormEvent) => {
    event.preventDefault()
    const parsed = householdMemberInputSchema.shape.email.safeParse(email)
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter a valid e-mail address')
    if (ownEmail && coParentKey(ownEmail) === parsed.data) return setError('That is your own e-mail address')
    if (coParents[parsed.data]) return setError('This person is already on the list')
    addCoParent({ email: parsed.data, name })
    setEmail('')
    setName('')
    setError(undefined)
  }

  return (
    <div className="mt-4 grid gap-6">
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-foreground">About you (optional)</legend>
        <TextField label="Full name" autoComplete="name" value={fullName} onChange={(e) => setOwner({ fullName: e.target.value })} />
        <TextField
          label="Preferred name"
          autoComplete="nickname"
          value={preferredName}
          onChange={(e) => setOwner({ preferredName: e.target.value })}
        />
      </fieldset>
      <form onSubmit={invite} noValidate className="grid gap-3" aria-labelledby="co-parent-invite">
        <h3 id="co-parent-invite" className="font-medium text-foreground">
          Invite a co-parent
        </h3>
        <p className="text-sm text-muted-foreground">
          They get an e-mail invitation when you save at the end, and can then see and update every pet you add here. You can skip this.
        </p>
        <div className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
          <TextField
            label="E-mail"
            type="email"
            autoComplete="off"
            value={email}
            error={error}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField label="Name (optional)" autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
          <Button type="submit" variant="outline" className="sm:mt-6">
            Add to the list
          </Button>
        </div>
      </form>
      {invited.length > 0 ? (
        <ul aria-label="People to invite" className="grid gap-2">
          {invited.map((person) => (
            <li key={person.email} className="flex flex-wrap items-center gap-2 rounded-md border border-border p-2 text-sm">
              <span className="min-w-0 flex-1 break-all">
                {person.name ? `${person.name} · ` : ''}
                {person.email}
              </span>
              <Button variant="ghost" size="sm" onClick={() => removeCoParent(person.email)} aria-label={`Remove ${person.email}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">Nobody invited yet.</p>
      )}
    </div>
  )
}
