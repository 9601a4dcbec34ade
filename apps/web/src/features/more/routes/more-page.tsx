import { BellIcon, ChevronRightIcon, FileTextIcon, type LucideIcon, ShieldIcon, ShoppingBagIcon, UserIcon } from 'lucide-react'
import { Link } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { UnreadCountBadge } from '#web/components/unread-badge.tsx'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** 'More' (mobile bottom bar) holds Notifications, Reports, Marketplace, Profile, and Admin for admins. */
export function MorePage() {
  const viewer = useViewer()
  const items: { to: string; label: string; icon: LucideIcon }[] = [
    { to: '/notifications', label: 'Notifications', icon: BellIcon },
    { to: '/reports', label: 'Reports', icon: FileTextIcon },
    { to: '/marketplace', label: 'Marketplace', icon: ShoppingBagIcon },
    { to: '/profile', label: 'Profile', icon: UserIcon },
    ...(viewer?.role === 'admin' ? [{ to: '/admin', label: 'Admin', icon: ShieldIcon }] : []),
  ]
  return (
    <>
      <PageHeader title="More" />
      <nav aria-label="More">
        <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card">
          {items.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className="flex items-center gap-3 px-4 py-3 font-medium text-foreground hover:bg-muted">
                <Icon aria-hidden="true" className="size-5 text-primary" />
                {label}
                {to === '/notifications' ? <UnreadCountBadge /> : null}
                <ChevronRightIcon aria-hidden="true" className="ml-auto size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
