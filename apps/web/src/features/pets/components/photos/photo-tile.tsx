import type { PetImage } from '@pawpulse/domain/pets'
import { ImageOffIcon, StarIcon } from 'lucide-react'
import { useState } from 'react'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { formatIsoDate } from '#web/lib/format-date.ts'

interface PhotoTileProps {
  image: PetImage
  label: string
  isProfile: boolean
  canEdit: boolean
  onMakeProfile: () => Promise<unknown>
  onRemove: () => Promise<unknown>
}

/** One photo: its thumbnail (or why it cannot be shown), and for editors the profile and remove actions. */
export function PhotoTile({ image, label, isProfile, canEdit, onMakeProfile, onRemove }: PhotoTileProps) {
  const [hasFailed, setHasFailed] = useState(false)
  return (
    <figure className="grid gap-2 rounded-lg border border-border bg-card p-2">
      <div className="relative aspect-square overflow-hidden rounded-md bg-muted">
        {hasFailed ? (
          <p className="flex h-full flex-col items-center justify-center gap-2 p-2 text-center text-sm text-muted-foreground">
            <ImageOffIcon aria-hidden="true" className="size-6" />
            This photo could not be loaded.
          </p>
        ) : (
          <img src={image.thumbnailUrl} alt={label} loading="lazy" className="size-full object-cover" onError={() => setHasFailed(true)} />
        )}
        {isProfile ? (
          <span className="absolute top-2 left-2 inline-flex items-center gap-1 rounded-full bg-card px-2 py-0.5 text-xs font-medium text-primary-strong shadow-xs">
            <StarIcon aria-hidden="true" className="size-3" />
            Profile photo
          </span>
        ) : null}
      </div>
      <figcaption className="text-xs text-muted-foreground">Added {formatIsoDate(image.createdAt)}</figcaption>
      {canEdit ? (
        <div className="flex flex-wrap gap-x-3">
          {!isProfile ? (
            <Button variant="link" className="text-xs" onClick={() => void onMakeProfile().catch(() => undefined)}>
              Make profile photo<span className="sr-only"> ({label})</span>
            </Button>
          ) : null}
          <DeleteAction
            label="Remove"
            target={label}
            variant="link"
            className="text-xs"
            title="Remove this photo?"
            description="The photo is deleted for good."
            confirmLabel="Remove photo"
            onConfirm={onRemove}
          />
        </div>
      ) : null}
    </figure>
  )
}
