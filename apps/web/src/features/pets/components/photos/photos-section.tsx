import type { PetDetail } from '@pawpulse/domain/pets'
import { useRef, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useDeletePetImage } from '#web/features/pets/api/delete-pet-image.ts'
import { usePetImages } from '#web/features/pets/api/get-pet-images.ts'
import { useSetProfileImage } from '#web/features/pets/api/set-profile-image.ts'
import { useUploadPetImages } from '#web/features/pets/api/upload-pet-images.ts'
import { PhotoDropZone } from './photo-drop-zone'
import { PhotoTile } from './photo-tile'
import { UploadTile, type UploadTileState } from './upload-tile'

/** The pet's photos: gallery, several uploads at once, the profile photo, removal. */
export function PhotosSection({ pet, canEdit }: { pet: PetDetail; canEdit: boolean }) {
  const images = usePetImages(pet.id)
  const upload = useUploadPetImages(pet.id)
  const removeImage = useDeletePetImage(pet.id)
  const makeProfile = useSetProfileImage(pet.id)
  const [tiles, setTiles] = useState<UploadTileState[]>([])
  const nextKey = useRef(0)

  const addFiles = async (files: File[]) => {
    const batch = files.map((file) => ({ key: nextKey.current++, name: file.name, error: null }))
    setTiles((current) => [...current, ...batch])
    const outcomes = await upload.mutateAsync(files)
    // Uploaded files now come from the gallery; failed ones keep their tile with the reason.
    setTiles((current) =>
      current.flatMap((tile) => {
        const at = batch.findIndex((entry) => entry.key === tile.key)
        if (at === -1) return [tile]
        const error = outcomes[at]?.error
        return error ? [{ ...tile, error }] : []
      }),
    )
  }

  const list = images.data ?? []
  return (
    <Card aria-labelledby="photos-title" className="grid gap-4">
      <CardTitle id="photos-title">Photos</CardTitle>
      {images.isPending ? <LoadingDots label="Loading photos" className="py-6" /> : null}
      {images.isError ? (
        <div className="text-sm text-muted-foreground">
          <p>The photos could not be loaded.</p>
          <Button variant="link" onClick={() => void images.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {images.isSuccess && list.length === 0 && tiles.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {canEdit ? `No photos of ${pet.name} yet. The first one becomes the profile photo.` : 'No photos yet.'}
        </p>
      ) : null}
      {list.length > 0 || tiles.length > 0 ? (
        <ul aria-label={`Photos of ${pet.name}`} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((image, index) => (
            <li key={image.id}>
              <PhotoTile
                image={image}
                label={`Photo ${index + 1} of ${pet.name}`}
                isProfile={image.id === pet.profileImageId}
                canEdit={canEdit}
                onMakeProfile={() => makeProfile.mutateAsync(image.id)}
                onRemove={() => removeImage.mutateAsync(image.id)}
              />
            </li>
          ))}
          {tiles.map((tile) => (
            <li key={`upload-${tile.key}`}>
              <UploadTile tile={tile} onDismiss={() => setTiles((current) => current.filter((entry) => entry.key !== tile.key))} />
            </li>
          ))}
        </ul>
      ) : null}
      {canEdit ? <PhotoDropZone onFiles={(files) => void addFiles(files)} /> : null}
    </Card>
  )
}
