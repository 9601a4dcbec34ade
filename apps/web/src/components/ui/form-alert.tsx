import { CircleAlertIcon } from 'lucide-react'

/** The form-level error (wrong password, rate limit, server down), announced when it appears. */
export function FormAlert({ message }: { message: string | undefined }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  )
}
