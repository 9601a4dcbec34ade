import type { Dashboard } from '@pawpulse/domain/dashboard-api'
import { Link } from 'react-router'
import { buttonClassName } from '#web/components/ui/button.tsx'

/**
 * The server's shortcuts (quickActions: what is due first, then the daily logs; none for viewers)
 * with a symptom-log shortcut and "Add medication" always among them (docs/product/pets.md#the-dashboard).
 */
function withIssueActions(pet: Dashboard['pet'], actions: Dashboard['quickActions']): Dashboard['quickActions'] {
  if (pet.access === 'viewer') return []
  const extra = [
    ...(actions.some((action) => action.key.startsWith('log_symptoms'))
      ? []
      : [{ key: 'log_symptoms', label: 'Log symptoms', path: '/symptoms' }]),
    { key: 'add_medication', label: 'Add medication', path: '/medications?add=medication' },
  ]
  return [...actions, ...extra]
}

export function QuickActions({ pet, actions }: { pet: Dashboard['pet']; actions: Dashboard['quickActions'] }) {
  const shown = withIssueActions(pet, actions)
  if (shown.length === 0) return null
  return (
    <nav aria-label="Quick actions">
      <ul className="flex flex-wrap gap-2">
        {shown.map((action, index) => (
          <li key={action.key}>
            <Link to={action.path} className={buttonClassName({ variant: index === 0 ? 'default' : 'outline', size: 'sm' })}>
              {action.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
