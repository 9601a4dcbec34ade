import { CircleAlertIcon, LoaderCircleIcon } from 'lucide-react'
import { Button } from '#web/components/ui/button.tsx'

export interface UploadTileState {
  key: number
  name: string
  /** null while uploading. */
  error: string | null
}

/** A photo on its way, or the reason it did not arrive, shown where the photo would be (never a fake image). */
export function UploadTile({ tile, onDismiss }: { tile: UploadTileState; onDismiss: () => void }) {
  if (tile.error === null) {
    return (
      <div
        role="status"
        className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border border-border bg-muted p-3 text-center text-sm text-muted-foreground"
      >
        <LoaderCircleIcon aria-hidden="true" className="size-6 animate-spin text-primary motion-reduce:animate-none" />
        <span className="break-all">Uploading {tile.name}…</span>
      </div>
    )
  }
  return (
    <div className="flex aspect-square flex-col items-center justify-center gap-2 rounded-lg border border-destructive/40 bg-red-50 p-3 text-center text-sm text-destructive">
      <CircleAlertIcon aria-hidden="true" className="size-6" />
      <p className="break-all">
        <span className="font-medium">{tile.name}</span> was not uploaded: {tile.error}
      </p>
      <Button variant="link" className="text-xs" onClick={onDismiss}>
        Dismiss<span className="sr-only"> the message about {tile.name}</span>
      </Button>
    </div>
  )
}
