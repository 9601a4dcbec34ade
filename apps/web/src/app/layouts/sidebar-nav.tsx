import {
  BellIcon,
  FileTextIcon,
  HeartPulseIcon,
  LayoutDashboardIcon,
  PawPrintIcon,
  PlusIcon,
  SettingsIcon,
  ShieldIcon,
  ShoppingBagIcon,
  WindIcon,
} from 'lucide-react'
import { useNavigate } from 'react-router'
import { Button } from '#web/components/ui/button.tsx'
import { UnreadCountBadge } from '#web/components/unread-badge.tsx'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { conditionPagePath, conditionPagesOf } from '#web/lib/pets/condition-pages.ts'
import { useSelectedPet } from '#web/lib/pets/use-selected-pet.ts'
import { NavLinkItem } from './nav-link-item'

/**
 * The desktop sidebar (docs/product/app-shell.md#sidebar; also the content of the mobile menu
 * sheet): Dashboard, Pet Profile, Health Management with one sub-link per current condition of the
 * selected pet (each custom condition its own, with its own name), Breath Monitor, Reports, Notifications (with the unread count), Marketplace, Settings, and Admin for admins; then 'Add New Pet'.
 */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const viewer = useViewer()
  const { selectedPet } = useSelectedPet()
  const navigate = useNavigate()
  const conditions = selectedPet ? conditionPagesOf(selectedPet) : []

  // The onboarding's stores come with its page: the pages that never add a pet do not fetch them.
  // If they cannot be fetched, the onboarding page cannot open either and says so itself.
  const addNewPet = async () => {
    await import('#web/lib/stores/pet-onboarding-store.ts')
      .then(({ usePetOnboardingStore }) => usePetOnboardingStore.getState().startWithEmptyPet())
      .catch(() => {})
    onNavigate?.()
    await navigate('/petonboarding')
  }

  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Main">
        <ul className="flex flex-col gap-1">
          <li>
            <NavLinkItem to="/dashboard" icon={LayoutDashboardIcon} onNavigate={onNavigate}>
              Dashboard
            </NavLinkItem>
          </li>
          <li>
            <NavLinkItem to="/pet" icon={PawPrintIcon} onNavigate={onNavigate}>
              Pet Profile
            </NavLinkItem>
          </li>
          <li>
            <NavLinkItem to="/symptoms" end icon={HeartPulseIcon} onNavigate={onNavigate}>
              Health Management
            </NavLinkItem>
            {conditions.length > 0 ? (
              <ul className="mt-1 ml-7 flex flex-col gap-1 border-l border-border pl-2">
                {conditions.map(({ conditionId, label }) => (
                  <li key={conditionId}>
                    <NavLinkItem to={conditionPagePath(conditionId)} onNavigate={onNavigate} isSubLink>
                      {label}
                    </NavLinkItem>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
          <li>
            <NavLinkItem to="/breathing" icon={WindIcon} onNavigate={onNavigate}>
              Breath Monitor
            </NavLinkItem>
          </li>
          <li>
            <NavLinkItem to="/reports" icon={FileTextIcon} onNavigate={onNavigate}>
              Reports
            </NavLinkItem>
          </li>
          <li>
            <NavLinkItem to="/notifications" icon={BellIcon} onNavigate={onNavigate}>
              Notifications
              <UnreadCountBadge className="ml-auto" />
            </NavLinkItem>
          </li>
          <li>
            <NavLinkItem to="/marketplace" icon={ShoppingBagIcon} onNavigate={onNavigate}>
              Marketplace
            </NavLinkItem>
          </li>
          <li>
            <NavLinkItem to="/profile" icon={SettingsIcon} onNavigate={onNavigate}>
              Settings
            </NavLinkItem>
          </li>
          {viewer?.role === 'admin' ? (
            <li>
              <NavLinkItem to="/admin" icon={ShieldIcon} onNavigate={onNavigate}>
                Admin
              </NavLinkItem>
            </li>
          ) : null}
        </ul>
      </nav>
      <Button variant="outline" onClick={() => void addNewPet()}>
        <PlusIcon aria-hidden="true" />
        Add New Pet
      </Button>
    </div>
  )
}
