import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { cn } from '#web/lib/cn.ts'

/** A sidebar link; the current page is marked with aria-current="page" (NavLink) and a colour. */
export function NavLinkItem({
  to,
  icon: Icon,
  children,
  end,
  onNavigate,
  isSubLink = false,
}: {
  to: string
  icon?: LucideIcon
  children: ReactNode
  end?: boolean
  onNavigate?: () => void
  /** A condition under Health Management: indented by its list, a little tighter. */
  isSubLink?: boolean
}) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          'flex items-center gap-3 rounded-md px-3 text-sm font-medium hover:bg-muted',
          isSubLink ? 'py-1.5' : 'py-2',
          isActive ? 'bg-primary-soft text-primary-strong' : 'text-foreground',
        )
      }
    >
      {Icon ? <Icon aria-hidden="true" className="size-4 shrink-0" /> : null}
      {children}
    </NavLink>
  )
}
