import type { InboxItem } from '@pawpulse/domain/reminder-api'
import { CheckCheckIcon } from 'lucide-react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { cn } from '#web/lib/cn.ts'
import { formatDateTime } from '#web/lib/format-date.ts'
import { useMarkAllRead, useMarkRead } from '../api/inbox-actions'

/** Every delivered reminder, newest first; unread ones stand out until marked read. */
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
  return (
    <li className={cn('flex flex-wrap items-start gap-3 p-4', isUnread ? 'bg-primary-soft' : '')}>
      <span aria-hidden="true" className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', isUnread ? 'bg-primary' : 'bg-transparent')} />
      <div className="min-w-0 flex-1">
        <p className={cn('break-words', isUnread ? 'font-semibold' : 'font-medium')}>
          {isUnread ? <span className="sr-only">Unread: </span> : null}
          {item.title}
        </p>
        {item.body ? <p className="text-sm break-words text-muted-foreground">{item.body}</p> : null}
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
