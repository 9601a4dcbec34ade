import { ACCEPTED_IMAGE_TYPE_NAMES, ACCEPTED_IMAGE_TYPES, dropRejectionMessage, MAX_IMAGE_BYTES } from '@pawpulse/domain/image-upload'
import { ImagePlusIcon, XIcon } from 'lucide-react'
import { useId, useState } from 'react'
import { cn } from '../lib/cn'
import { type FileRejection, useFileDrop } from '../lib/file-drop'
import { Button } from './ui/button'

const sizeFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 })

/**
 * The drop zone's messages (docs/product/pets.md#upload-rules-and-messages); a drop of several
 * files is one "Too many files", not one line per file.
 */
function rejectionText(rejections: readonly FileRejection[]): string | null {
  const codes = rejections.flatMap(({ errors }) => errors)
  if (codes.length === 0) return null
  return dropRejectionMessage(codes.includes('too-many-files') ? 'too-many-files' : codes[0]!)
}

interface ImageDropZoneProps {
  /** The zone's name: 'Screenshot (optional)', 'Picture'. */
  label: string
  /** The button that lets go of the chosen file: 'Remove screenshot'. */
  removeLabel: string
  file: File | null
  onFileChange: (file: File | null) => void
  isUploading: boolean
}

/**
 * One image (the feedback screenshot, a catalogue entry's picture): the upload rules of every
 * image (types, 5 MB), checked here for a quick answer and again by the server on the bytes.
 */
export function ImageDropZone({ label, removeLabel, file, onFileChange, isUploading }: ImageDropZoneProps) {
  const labelId = useId()
  const [rejection, setRejection] = useState<string | null>(null)
  const { rootProps, inputProps, isDragActive, open } = useFileDrop({
    accept: ACCEPTED_IMAGE_TYPES,
    maxSize: MAX_IMAGE_BYTES,
    minSize: 1,
    multiple: false,
    disabled: isUploading,
    onDrop: (accepted, rejections) => {
      setRejection(rejectionText(rejections))
      if (accepted[0]) onFileChange(accepted[0])
    },
  })

  return (
    <div className="grid gap-1.5">
      <span className="text-sm font-medium text-foreground" id={labelId}>
        {label}
      </span>
      <div
        {...rootProps}
        className={cn(
          'flex flex-wrap items-center gap-3 rounded-lg border-2 border-dashed border-input p-3 text-sm text-muted-foreground',
          isDragActive && 'border-primary bg-primary-soft',
        )}
      >
        <ImagePlusIcon aria-hidden="true" className="size-6 shrink-0 text-primary" />
        {isUploading && file ? (
          <p role="status" className="flex-1 text-foreground">
            Uploading...
          </p>
        ) : file ? (
          <p className="min-w-0 flex-1 basis-40 break-all text-foreground">
            {file.name} ({sizeFormat.format(file.size / 1024)} KB)
          </p>
        ) : (
          <p className="flex-1">
            {isDragActive ? 'Drop the image here' : `Drop one image here: ${ACCEPTED_IMAGE_TYPE_NAMES}, up to 5 MB.`}
          </p>
        )}
        {file ? (
          <Button variant="ghost" size="sm" onClick={() => onFileChange(null)} disabled={isUploading}>
            <XIcon aria-hidden="true" />
            {removeLabel}
          </Button>
        ) : (
          <Button variant="outline" size="sm" onClick={open} disabled={isUploading}>
            Choose image
          </Button>
        )}
        <input {...inputProps} aria-labelledby={labelId} />
      </div>
      <div role="alert">{rejection ? <p className="text-sm text-destructive">{rejection}</p> : null}</div>
    </div>
  )
}
