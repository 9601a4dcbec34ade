import { cn } from '#web/lib/cn.ts'
import { useUnreadCount } from '#web/lib/notifications/unread-count.ts'

/**
 * The unread count beside a link to /notifications. Read as part of the link's name
 * ("Notifications 3 unread"); nothing at all when there is nothing unread.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null
  return (
    <>
      {' '}
      <span
        className={cn(
          'inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-none font-semibold text-white',
          className,
        )}
      >
        {count > 99 ? '99+' : count}
        <span className="sr-only"> unread</span>
      </span>
    </>
  )
}

/**
 * The viewer's unread count as a badge. It reads the count itself, so a new count (polled every
 * minute, and first asked after the first screen, decision 065) redraws the badge alone, not the
 * navigation around it.
 */
export function UnreadCountBadge({ className }: { className?: string }) {
  return <UnreadBadge count={useUnreadCount()} className={className} />
}
