import type { MarketplaceCategory } from '@pawpulse/domain/marketplace'
import { type LucideIcon, PackageIcon, PillIcon, ShieldCheckIcon, StethoscopeIcon, UtensilsIcon } from 'lucide-react'
import { cn } from '#web/lib/cn.ts'

const categoryIcons: Record<MarketplaceCategory, LucideIcon> = {
  food: UtensilsIcon,
  parasite_prevention: ShieldCheckIcon,
  supplement: PillIcon,
  equipment: PackageIcon,
  service: StethoscopeIcon,
}

/** The entry's picture, or its category's icon on a soft tile when it has none. Decorative: the name is beside it. */
export function EntryPicture({
  imageUrl,
  category,
  className,
}: {
  imageUrl: string | null
  category: MarketplaceCategory
  className?: string
}) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" loading="lazy" className={cn('rounded-md border border-border bg-card object-contain', className)} />
  }
  const Icon = categoryIcons[category]
  return (
    <div aria-hidden="true" className={cn('flex items-center justify-center rounded-md bg-primary-soft text-primary', className)}>
      <Icon className="size-10" strokeWidth={1.5} />
    </div>
  )
}
