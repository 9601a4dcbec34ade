import { type CareTeamContact, type CareTeamRole, telHref } from '@pawpulse/domain/care-team'
import { MailIcon, MapPinIcon, PhoneIcon } from 'lucide-react'
import { useState } from 'react'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { useDeleteCareTeamContact } from '#web/features/pets/api/delete-care-team-contact.ts'

const CareTeamForm = lazyForm(() => import('./care-team-form').then((module) => module.CareTeamForm))

/** One role of the care team: shown with a tel: and a mailto: link, and editable by owners and co-parents. */
export function CareTeamCard({
  petId,
  role,
  contact,
  canEdit,
}: {
  petId: string
  role: CareTeamRole
  contact: CareTeamContact | undefined
  canEdit: boolean
}) {
  const [isEditing, setIsEditing] = useState(false)
  const remove = useDeleteCareTeamContact(petId, role)
  const what = role.toLowerCase()
  const headingId = `care-team-${role.replace(/\s/g, '-').toLowerCase()}`

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-3 rounded-md border border-border p-4">
      <h3 id={headingId} className="text-base font-semibold text-foreground">
        {role}
      </h3>
      {isEditing ? (
        <CareTeamForm petId={petId} role={role} contact={contact} onDone={() => setIsEditing(false)} />
      ) : contact ? (
        <div className="grid gap-2 text-sm text-foreground">
          {contact.name ? <p className="font-medium">{contact.name}</p> : null}
          {contact.clinic ? <p>{contact.clinic}</p> : null}
          {contact.phoneNumber ? (
            <a href={telHref(contact.phoneNumber)} className="inline-flex items-center gap-2 text-primary underline underline-offset-4">
              <PhoneIcon aria-hidden="true" className="size-4" />
              {contact.phoneNumber}
            </a>
          ) : null}
          {contact.email ? (
            <a
              href={`mailto:${contact.email}`}
              className="inline-flex items-center gap-2 break-all text-primary underline underline-offset-4"
            >
              <MailIcon aria-hidden="true" className="size-4" />
              {contact.email}
            </a>
          ) : null}
          {contact.fullAddress ? (
            <p className="flex items-start gap-2">
              <MapPinIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>{contact.fullAddress}</span>
            </p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">No {what} yet.</p>
      )}
      {canEdit && !isEditing ? (
        <div className="flex flex-wrap gap-3">
          <Button variant="outline" size="sm" {...preloads(CareTeamForm)} onClick={() => setIsEditing(true)}>
            {contact ? `Edit ${what}` : `Add ${what}`}
          </Button>
          {contact ? (
            <DeleteAction
              label={`Remove ${what}`}
              title={`Remove the ${what}?`}
              description={`The ${what}'s details are deleted from this pet's care team.`}
              confirmLabel={`Remove ${what}`}
              onConfirm={() => remove.mutateAsync()}
            />
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
