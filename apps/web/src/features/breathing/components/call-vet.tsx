import type { BreathingAssessment } from '@pawpulse/domain/breathing'
import { telHref } from '@pawpulse/domain/care-team'
import { PhoneIcon } from 'lucide-react'
import { Link } from 'react-router'
import { buttonClassName } from '#web/components/ui/button.tsx'

/**
 * For "contact your vet" and "recount": the primary vet one tap away, or where to add one
 * (docs/product/breathing.md#the-assessment). Nothing for the other levels.
 */
export function CallVet({
  level,
  vet,
}: {
  level: BreathingAssessment['level']
  vet: { name?: string | null; phoneNumber?: string | null } | null | undefined
}) {
  if (level !== 'contact_vet' && level !== 'recount') return null
  const phone = vet?.phoneNumber?.trim()
  if (!phone) {
    return (
      <p className="text-sm">
        No phone number for a primary vet yet.{' '}
        <Link to="/pet" className="font-medium text-primary-strong underline underline-offset-4">
          Add your vet to the care team
        </Link>{' '}
        so it is here when you need it.
      </p>
    )
  }
  return (
    <a
      href={telHref(phone)}
      className={buttonClassName({ variant: level === 'contact_vet' ? 'destructive' : 'outline', className: 'justify-self-start' })}
    >
      <PhoneIcon aria-hidden="true" />
      Call {vet?.name?.trim() || 'your vet'}: {phone}
    </a>
  )
}
