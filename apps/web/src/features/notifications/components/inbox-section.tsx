import { telHref } from '@pawpulse/domain/care-team'
import type { InboxItem } from '@pawpulse/domain/reminder-api'
import { CheckCheckIcon, PhoneIcon, TriangleAlertIcon } from 'lucide-react'
import { Link } from 'react-router'
import { EmptyState } from '#web/components/empty-state.tsx'
import { Button, buttonClassName } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { cn } from '#web/lib/cn.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useMarkAllRead, useMarkRead } from '../api/inbox-actions'

/** Every delivered reminder and urgent alert, newest first; unread ones stand out until marked read, alerts always. */
export function InboxSection({ inbox, unread, timeZone }: { inbox: InboxItem[]; unread: number; timeZone: string }) {
  const markAll = useMarkAllRead()
  return (
    <section aria-labelledby="inbox-title" className="grid content-start gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inbox-title" className="text-lg font-semibold">
          Inbox{unread > 0 ? <span className="font-normal text-muted-foreground"> ({unread} unread)</span> : null}
        </h2>
        {unread > 0 ? (
          <StatusButton variant="outline" size="sm" isPending={markAll.isPending} pendingLabel="Marking…" onClick={() => markAll.mutate()}>
            <CheckCheckIcon aria-hidden="true" /> Mark all read
          </StatusButton>
        ) : null}
      </div>
      {inbox.length === 0 ? (
        <EmptyState title="No notifications yet">Each reminder that goes off is kept here, newest first.</EmptyState>
      ) : (
        <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
          {inbox.map((item) => (
            <InboxEntry key={item.id} item={item} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  )
}

function InboxEntry({ item, timeZone }: { item: InboxItem; timeZone: string }) {
  const markRead = useMarkRead()
  const isUnread = item.readAt === null
  const isUrgent = item.kind === 'breathing_alert'
  return (
    <li
      className={cn(
        'flex flex-wrap items-start gap-3 p-4',
        isUrgent ? 'border-l-4 border-red-500 bg-red-50' : isUnread ? 'bg-primary-soft' : '',
      )}
    >
      {isUrgent ? (
        <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
      ) : (
        <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')} />
      )}
      <div className="grid min-w-0 flex-1 gap-1">
        {isUrgent ? <p className="text-xs font-semibold tracking-wide text-red-800 uppercase">Urgent breathing alert</p> : null}
        <p className={cn('break-words', isUnread ? 'font-semibold' : 'font-medium')}>
          {isUnread ? <span className="sr-only">Unread: </span> : null}
          {item.title}
        </p>
        {item.body ? (
          <p className={cn('text-sm break-words', isUrgent ? 'text-foreground' : 'text-muted-foreground')}>{item.body}</p>
        ) : null}
        {isUrgent ? <CallVet vet={item.vet} /> : null}
        <p className="text-xs text-muted-foreground">{formatDateTime(item.createdAt, timeZone)}</p>
      </div>
      {isUnread ? (
        <Button variant="ghost" size="sm" disabled={markRead.isPending} onClick={() => markRead.mutate(item.id)}>
          Mark read<span className="sr-only"> {item.title}</span>
        </Button>
      ) : null}
    </li>
  )
}

/** The vet to call from an urgent alert, one tap away; without a phone number, where to add one. */
function CallVet({ vet }: { vet: InboxItem['vet'] }) {
  const phone = vet?.phoneNumber?.trim()
  if (phone) {
    return (
      <a href={telHref(phone)} className={buttonClassName({ variant: 'destructive', size: 'sm', className: 'justify-self-start' })}>
        <PhoneIcon aria-hidden="true" />
        Call {vet?.name?.trim() || 'the vet'}: {phone}
      </a>
    )
  }
  return (
    <p className="text-sm">
      <Link to="/pet" className="font-medium text-primary-strong underline underline-offset-4">
        Add your vet to the care team
      </Link>{' '}
      so the number is here next time.
    </p>
  )
}
