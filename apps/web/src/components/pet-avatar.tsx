import { ImageOffIcon, PawPrintIcon } from 'lucide-react'
import { useState } from 'react'
import { cn } from '../lib/cn'

const sizes = { sm: 'size-6', md: 'size-12', lg: 'size-20' } as const

/**
 * A pet's profile photo, or a paw when it has none. A photo that fails to load shows a crossed
 * image with its reason in the title, never another picture in its place.
 */
export function PetAvatar({
  name,
  photoUrl,
  size = 'md',
  className,
  isDecorative = false,
}: {
  name: string
  photoUrl: string | null
  size?: keyof typeof sizes
  className?: string
  /** Next to the pet's name already (a button, a heading): screen readers skip it. */
  isDecorative?: boolean
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const box = cn(
    'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary-soft text-primary',
    sizes[size],
    className,
  )
  if (photoUrl && failedUrl !== photoUrl) {
    return (
      <img
        src={photoUrl}
        alt={isDecorative ? '' : `Photo of ${name}`}
        className={cn(box, 'object-cover')}
        onError={() => setFailedUrl(photoUrl)}
      />
    )
  }
  if (photoUrl) {
    return (
      <span
        className={box}
        role={isDecorative ? undefined : 'img'}
        aria-hidden={isDecorative ? true : undefined}
        aria-label={isDecorative ? undefined : `The photo of ${name} could not be loaded`}
        title="The photo could not be loaded"
      >
        <ImageOffIcon aria-hidden="true" className="size-1/2" />
      </span>
    )
  }
  return (
    <span className={box} aria-hidden="true">
      <PawPrintIcon className="size-1/2" />
    </span>
  )
}
