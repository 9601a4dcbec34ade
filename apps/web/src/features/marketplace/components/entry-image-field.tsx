import type { AdminMarketplaceEntry } from '@pawpulse/domain/marketplace-api'
import { useState } from 'react'
import { toast } from '#web/lib/toast.ts'
import { ImageDropZone } from '#web/components/image-drop-zone.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { failureMessage } from '#web/lib/api-client.ts'
import { useRemoveMarketplaceImage } from '../api/remove-marketplace-image'
import { useUploadMarketplaceImage } from '../api/upload-marketplace-image'
import { EntryPicture } from './entry-picture'

/** The entry's picture: uploaded as soon as it is chosen (the image pipeline re-encodes it), or removed. */
export function EntryImageField({ entry }: { entry: AdminMarketplaceEntry }) {
  const upload = useUploadMarketplaceImage(entry.id)
  const remove = useRemoveMarketplaceImage(entry.id)
  const [file, setFile] = useState<File | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const send = (chosen: File | null) => {
    setFailure(null)
    setFile(chosen)
    if (!chosen) return
    upload.mutate(chosen, {
      onSuccess: () => toast.success('Picture uploaded'),
      onError: (error) => setFailure(failureMessage(error, 'Failed to upload the picture. Please try again.')),
      onSettled: () => setFile(null),
    })
  }
  const removePicture = () => {
    setFailure(null)
    remove.mutate(undefined, {
      onSuccess: () => toast.success('Picture removed'),
      onError: (error) => setFailure(failureMessage(error, 'Failed to remove the picture. Please try again.')),
    })
  }

  return (
    <section aria-labelledby="entry-picture-title" className="grid gap-3">
      <h3 id="entry-picture-title" className="text-base font-semibold">
        Picture
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <EntryPicture imageUrl={entry.imageUrl} category={entry.category} className="size-24" />
        <p className="text-sm text-muted-foreground">
          {entry.imageUrl ? 'Shown on the entry’s card.' : 'No picture: the card shows its category’s icon.'}
        </p>
        {entry.imageUrl ? (
          <Button variant="outline" size="sm" onClick={removePicture} disabled={remove.isPending || upload.isPending}>
            {remove.isPending ? 'Removing…' : 'Remove picture'}
          </Button>
        ) : null}
      </div>
      <ImageDropZone
        label={entry.imageUrl ? 'Replace the picture' : 'Add a picture'}
        removeLabel="Cancel"
        file={file}
        onFileChange={send}
        isUploading={upload.isPending}
      />
      <div role="alert">{failure ? <p className="text-sm text-destructive">{failure}</p> : null}</div>
    </section>
  )
}
