import { ACCEPTED_IMAGE_TYPES, ACCEPTED_IMAGE_TYPE_NAMES, MAX_IMAGE_BYTES, dropRejectionMessage } from '@pawpulse/domain/image-upload'
import { ImagePlusIcon } from 'lucide-react'
import { useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'
import { type FileRejection, useFileDrop } from '#web/lib/file-drop.ts'

/** At most this many photos per drop: each is uploaded in parallel. */
const MAX_FILES_PER_DROP = 10

/** One line per refused file, in the zone's words; the files past the limit (the first ones are kept) share one line. */
function rejectionLines(rejections: readonly FileRejection[]): string[] {
  const isExtra = (rejection: FileRejection) => rejection.errors.includes('too-many-files')
  const extras = rejections.filter(isExtra).length
  return [
    ...rejections
      .filter((rejection) => !isExtra(rejection))
      .map(
        ({ file, errors }) => `${file.name}: ${errors.map((code) => dropRejectionMessage(code, undefined, MAX_FILES_PER_DROP)).join('; ')}`,
      ),
    ...(extras > 0 ? [`${dropRejectionMessage('too-many-files', undefined, MAX_FILES_PER_DROP)} (${extras} not added)`] : []),
  ]
}

/**
 * Add several photos by dropping or choosing them (allowed types, 5 MB at most). Files the zone
 * refuses are listed with their messages (docs/product/pets.md#upload-rules-and-messages); the
 * accepted ones go to `onFiles`.
 */
export function PhotoDropZone({ onFiles, isDisabled = false }: { onFiles: (files: File[]) => void; isDisabled?: boolean }) {
  const [rejected, setRejected] = useState<string[]>([])
  // The button below opens the file dialog; the zone itself is only a drop target.
  const { rootProps, inputProps, isDragActive, open } = useFileDrop({
    accept: ACCEPTED_IMAGE_TYPES,
    maxSize: MAX_IMAGE_BYTES,
    minSize: 1,
    maxFiles: MAX_FILES_PER_DROP,
    multiple: true,
    disabled: isDisabled,
    onDrop: (accepted, rejections) => {
      setRejected(rejectionLines(rejections))
      if (accepted.length > 0) onFiles(accepted)
    },
  })

  return (
    <div className="grid gap-2">
      <div
        {...rootProps}
        className={cn(
          'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input p-6 text-center text-sm text-muted-foreground',
          isDragActive && 'border-primary bg-primary-soft',
        )}
      >
        <ImagePlusIcon aria-hidden="true" className="size-8 text-primary" />
        <p>{isDragActive ? 'Drop the photos here' : 'Drag photos here, or'}</p>
        <Button variant="outline" onClick={open} disabled={isDisabled}>
          Choose photos
        </Button>
        <p>
          {ACCEPTED_IMAGE_TYPE_NAMES}, up to 5 MB each, {MAX_FILES_PER_DROP} at a time.
        </p>
        <input {...inputProps} aria-label="Add photos" />
      </div>
      <div role="alert">
        {rejected.length > 0 ? (
          <ul className="grid gap-1 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
            {rejected.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
