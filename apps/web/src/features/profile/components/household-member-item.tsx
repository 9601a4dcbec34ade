import { type HouseholdAccessLevel, householdAccessLevels, type HouseholdMember } from '@pawpulse/domain/household'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { SelectField } from '#web/components/ui/select-field.tsx'
import { cn } from '#web/lib/cn.ts'
import { useRemoveHouseholdMember } from '../api/remove-household-member'
import { useResendInvitation } from '../api/resend-invitation'
import { useUpdateHouseholdMember } from '../api/update-household-member'
import { accessLevelText } from './access-level-text'

function statusText(member: HouseholdMember): string {
  if (member.status === 'active') return 'Active'
  if (member.status === 'revoked') return 'Access revoked'
  return member.inviteSent ? 'Invited: invitation sent' : 'Invited: invitation not sent'
}

/** One member: who, which pets, what access, where the invitation stands, and what the owner can do. */
export function HouseholdMemberItem({ member, petNames }: { member: HouseholdMember; petNames: Map<string, string> }) {
  const update = useUpdateHouseholdMember(member.id)
  const resend = useResendInvitation(member.id)
  const remove = useRemoveHouseholdMember(member)
  const headingId = `member-${member.id}`
  const pets = member.petIds.map((id) => petNames.get(id)).filter(Boolean)
  const isBusy = update.isPending || resend.isPending

  return (
    <article aria-labelledby={headingId} className="grid gap-3 rounded-md border border-border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-foreground">
            {member.name}
          </h3>
          <p className="text-sm break-all text-muted-foreground">
            {[member.email, member.relationship, member.phone].filter(Boolean).join(' · ')}
          </p>
        </div>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-medium',
            member.status === 'active' && 'bg-primary-soft text-primary-strong',
            member.status === 'invited' && (member.inviteSent ? 'bg-muted text-foreground' : 'bg-amber-50 text-amber-900'),
            member.status === 'revoked' && 'bg-red-50 text-destructive',
          )}
        >
          {statusText(member)}
        </span>
      </div>
      <p className="text-sm text-foreground">Pets shared: {pets.length > 0 ? pets.join(', ') : 'none'}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Access level"
          className="min-w-56"
          options={householdAccessLevels.map((level) => ({ value: level, label: accessLevelText[level].label }))}
          value={member.accessLevel}
          disabled={isBusy}
          onChange={(event) => update.mutate({ accessLevel: event.target.value as HouseholdAccessLevel })}
        />
        {member.status === 'invited' ? (
          <StatusButton
            variant="outline"
            isPending={resend.isPending}
            pendingLabel="Sending…"
            disabled={isBusy}
            onClick={() => resend.mutate()}
          >
            Resend invitation
          </StatusButton>
        ) : null}
        {member.status === 'revoked' ? (
          <Button variant="outline" disabled={isBusy} onClick={() => update.mutate({ status: 'active' })}>
            Restore access
          </Button>
        ) : (
          <Button variant="outline" disabled={isBusy} onClick={() => update.mutate({ status: 'revoked' })}>
            Revoke access
          </Button>
        )}
        <DeleteAction
          label="Remove"
          size="default"
          title={`Remove ${member.name}?`}
          description={`${member.name} loses access to your pets at once and is removed from your household.`}
          confirmLabel={`Remove ${member.name}`}
          onConfirm={() => remove.mutateAsync()}
        />
      </div>
    </article>
  )
}
