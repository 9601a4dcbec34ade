import type { ReportRange, ReportSection } from '@pawpulse/domain/report'
import type { ShareView } from '@pawpulse/domain/report-api'
import { CopyIcon, MailIcon, Share2Icon } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { Button, buttonClassName } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { TextareaField } from '#web/components/ui/textarea-field.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useCareTeam } from '#web/lib/pets/get-care-team.ts'
import { useCreateShare, useRevokeShare, useShares, type ShareRequest } from '../api/shares'

const expiries = [
  ['24h', '24 hours'],
  ['7d', '7 days'],
  ['30d', '30 days'],
] as const

/**
 * Share the report as shown: a link with an expiry and an optional note, and the pet's links with
 * their state. From a saved report, the link is made from it and only its links are listed.
 */
export function SharePanel({
  petId,
  petName,
  sections,
  range,
  savedReportId,
}: {
  petId: string
  petName: string
  sections: ReportSection[]
  range: ReportRange
  savedReportId?: string
}) {
  const name = useId()
  const [expiry, setExpiry] = useState<'24h' | '7d' | '30d' | 'date'>('7d')
  const [date, setDate] = useState('')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const create = useCreateShare(petId)
  const shares = useShares(petId)
  const links = (shares.data?.shares ?? []).filter((share) => !savedReportId || share.savedReportId === savedReportId)
  const submit = () => {
    if (expiry === 'date' && !date) return setError('Choose the last day the link works')
    setError(null)
    const request: ShareRequest = {
      sections,
      range,
      note: note.trim() || null,
      ...(savedReportId ? { savedReportId } : {}),
      ...(expiry === 'date' ? { expiresOn: date } : { expiresIn: expiry }),
    }
    create.mutate(request, {
      onSuccess: () => {
        setNote('')
        toast.success('Link created', { description: 'Copy it or send it to your vet.' })
      },
      onError: (e) => setError(failureMessage(e, 'The link could not be created. Please try again.')),
    })
  }
  return (
    <Card aria-labelledby="share-title" className="grid gap-4 print:hidden">
      <CardTitle id="share-title">Share with your vet</CardTitle>
      <p className="text-sm text-muted-foreground">
        The link shows these sections and this range, read-only, without an account. You can revoke it at any time.
      </p>
      <fieldset className="grid gap-1">
        <legend className="mb-1 text-sm font-medium">Link works for</legend>
        <div className="flex flex-wrap gap-x-4">
          {expiries.map(([value, label]) => (
            <Checkbox key={value} type="radio" name={name} label={label} checked={expiry === value} onChange={() => setExpiry(value)} />
          ))}
          <Checkbox type="radio" name={name} label="Until a date" checked={expiry === 'date'} onChange={() => setExpiry('date')} />
        </div>
        {expiry === 'date' ? (
          <label className="grid max-w-xs gap-1 text-sm">
            Last day
            <input
              type="date"
              className="rounded-md border border-input px-2 py-1"
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </label>
        ) : null}
      </fieldset>
      <TextareaField label="Note for the vet (optional)" value={note} maxLength={1000} onChange={(e) => setNote(e.target.value)} />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="button" onClick={submit} disabled={create.isPending || sections.length === 0}>
          {create.isPending ? 'Creating…' : 'Create link'}
        </Button>
      </div>
      {links.length ? <ShareList shares={links} petId={petId} petName={petName} /> : null}
    </Card>
  )
}

const statusLabel = { active: 'Active', expired: 'Expired', revoked: 'Revoked' } as const

function ShareList({ shares, petId, petName }: { shares: ShareView[]; petId: string; petName: string }) {
  const revoke = useRevokeShare(petId)
  const vet = useCareTeam(petId).data?.find((c) => c.role === 'Primary Veterinarian')
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copied')
    } catch {
      toast.error('Error', { description: 'The link could not be copied. Select it and copy it by hand.' })
    }
  }
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'
  return (
    <section aria-labelledby="links-title" className="grid gap-2">
      <h3 id="links-title" className="font-medium">
        Links for {petName}
      </h3>
      <ul className="grid gap-3">
        {shares.map((share) => (
          <li key={share.id} className="grid gap-1 rounded-md border border-border p-3 text-sm">
            <p>
              <strong>{statusLabel[share.status]}</strong> · {share.status === 'active' ? 'works until' : 'was valid until'}{' '}
              {formatDateTime(share.expiresAt, zone)} · opened {share.openCount} {share.openCount === 1 ? 'time' : 'times'}
              {share.lastOpenedAt ? `, last ${formatDateTime(share.lastOpenedAt, zone)}` : ''}
            </p>
            {share.status === 'active' ? (
              <>
                <input
                  readOnly
                  aria-label="Link"
                  value={share.url}
                  className="w-full rounded-md border border-input bg-muted px-2 py-1 font-mono text-xs"
                  onFocus={(e) => e.target.select()}
                />
                <div className="flex flex-wrap gap-2">
                  <Button type="button" variant="outline" size="sm" onClick={() => void copy(share.url)}>
                    <CopyIcon aria-hidden="true" className="size-4" /> Copy link
                  </Button>
                  {canShare ? (
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() => void navigator.share({ title: `${petName}’s health report`, url: share.url }).catch(() => undefined)}
                    >
                      <Share2Icon aria-hidden="true" className="size-4" /> Share…
                    </Button>
                  ) : null}
                  <a
                    className={buttonClassName({ variant: 'outline', size: 'sm' })}
                    href={`mailto:${vet?.email ?? ''}?subject=${encodeURIComponent(`${petName}’s health report`)}&body=${encodeURIComponent(`${share.note ? `${share.note}\n\n` : ''}${share.url}`)}`}
                  >
                    <MailIcon aria-hidden="true" className="size-4" /> {vet?.email ? `E-mail ${vet.name ?? 'the vet'}` : 'E-mail'}
                  </a>
                  <Link className={buttonClassName({ variant: 'link', size: 'sm' })} to={`/my-shared-report-preview/${share.token}`}>
                    Preview
                  </Link>
                  <Button type="button" variant="outline" size="sm" disabled={revoke.isPending} onClick={() => revoke.mutate(share.id)}>
                    Revoke
                  </Button>
                </div>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
