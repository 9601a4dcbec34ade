import { useId } from 'react'

/** A video the owner already filmed (many film their pet at night); it is read on this device only. */
export function VideoFileInput({ petName, onChoose }: { petName: string; onChoose: (file: File) => void }) {
  const id = useId()
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor={id} className="font-medium text-foreground">
        Count a video you recorded
      </label>
      <p id={`${id}-hint`} className="text-muted-foreground">
        At least 15 seconds of {petName} asleep, filmed with the phone held still.
      </p>
      <input
        id={id}
        type="file"
        accept="video/*"
        aria-describedby={`${id}-hint`}
        className="text-sm file:mr-3 file:rounded-md file:border file:border-border file:bg-background file:px-3 file:py-2 file:text-sm file:font-medium"
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          if (chosen) onChoose(chosen)
          event.target.value = ''
        }}
      />
    </div>
  )
}
