import { type LucideIcon, EllipsisIcon, HeartPulseIcon, LayoutDashboardIcon, PawPrintIcon, PillIcon, WindIcon } from 'lucide-react'
import { NavLink } from 'react-router'
import { UnreadCountBadge } from '#web/components/unread-badge.tsx'
import { cn } from '#web/lib/cn.ts'

/**
 * The mobile bottom bar (below 768 px): Dashboard, Pets, Symptoms, Breathing, Meds, More. More holds
 * Notifications, so it carries the unread count.
 */
const items: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon },
  { to: '/pet', label: 'Pets', icon: PawPrintIcon },
  { to: '/symptoms', label: 'Symptoms', icon: HeartPulseIcon },
  { to: '/breathing', label: 'Breathing', icon: WindIcon },
  { to: '/medications', label: 'Meds', icon: PillIcon },
  { to: '/more', label: 'More', icon: EllipsisIcon },
]

export function BottomBar() {
  return (
    <nav
      aria-label="Bottom bar"
      className="fixed inset-x-0 bottom-0 z-30 print:hidden border-t border-border bg-card pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-6">
        {items.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={to}
              className={({ isActive }) =>
                cn(
                  'relative flex min-h-14 flex-col items-center justify-center gap-1 px-1 text-xs font-medium',
                  isActive ? 'text-primary-strong' : 'text-muted-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-5" />
              {label}
              {/* After the label, so the link reads "More 3 unread"; drawn on the icon's corner. */}
              {to === '/more' ? <UnreadCountBadge className="absolute top-1 left-1/2 ml-1" /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
