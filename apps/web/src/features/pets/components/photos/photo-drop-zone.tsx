import { ACCEPTED_IMAGE_TYPES, ACCEPTED_IMAGE_TYPE_NAMES, MAX_IMAGE_BYTES, dropRejectionMessage } from '@pawpulse/domain/image-upload'
import { ImagePlusIcon } from 'lucide-react'
import { useState } from 'react'
import { type FileRejection, useDropzone } from 'react-dropzone'
import { Button } from '#web/components/ui/button.tsx'
import { cn } from '#web/lib/cn.ts'

/** At most this many photos per drop: each is uploaded in parallel. */
const MAX_FILES_PER_DROP = 10
const accept = Object.fromEntries(ACCEPTED_IMAGE_TYPES.map((type) => [type, []]))

/** One line per refused file; the files past the limit (react-dropzone keeps the first ones) share one line. */
function rejectionLines(rejections: readonly FileRejection[]): string[] {
  const isExtra = (rejection: FileRejection) => rejection.errors.some((error) => error.code === 'too-many-files')
  const extras = rejections.filter(isExtra).length
  return [
    ...rejections
      .filter((rejection) => !isExtra(rejection))
      .map(({ file, errors }) => `${file.name}: ${errors.map((error) => error.message).join('; ')}`),
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
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept,
    maxSize: MAX_IMAGE_BYTES,
    minSize: 1,
    maxFiles: MAX_FILES_PER_DROP,
    multiple: true,
    disabled: isDisabled,
    // The button below opens the file dialog; the zone itself is only a drop target.
    noClick: true,
    noKeyboard: true,
    // The words for each rejection code (docs/product/pets.md#upload-rules-and-messages).
    getErrorMessage: (error) => dropRejectionMessage(error.code, error.message, MAX_FILES_PER_DROP),
    onDrop: (accepted, rejections) => {
      setRejected(rejectionLines(rejections))
      if (accepted.length > 0) onFiles(accepted)
    },
  })

  return (
    <div className="grid gap-2">
      <div
        {...getRootProps({
          className: cn(
            'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-input p-6 text-center text-sm text-muted-foreground',
            isDragActive && 'border-primary bg-primary-soft',
          ),
        })}
      >
        <ImagePlusIcon aria-hidden="true" className="size-8 text-primary" />
        <p>{isDragActive ? 'Drop the photos here' : 'Drag photos here, or'}</p>
        <Button variant="outline" onClick={open} disabled={isDisabled}>
          Choose photos
        </Button>
        <p>
          {ACCEPTED_IMAGE_TYPE_NAMES}, up to 5 MB each, {MAX_FILES_PER_DROP} at a time.
        </p>
        <input {...getInputProps({ 'aria-label': 'Add photos' })} />
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
