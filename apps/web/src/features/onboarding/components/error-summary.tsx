import { CircleAlertIcon } from 'lucide-react'
import type { Ref } from 'react'

/**
 * What stops the owner from going on, at the top of the section (GOV.UK error summary): the
 * server's or the check's message, then each field's message (also shown under the field).
 */
export function ErrorSummary({ title, messages, ref }: { title: string | null; messages: string[]; ref?: Ref<HTMLDivElement> }) {
  if (!title && messages.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="mt-4 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive focus-visible:outline-none"
    >
      <p className="flex items-start gap-2 font-medium">
        <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {title ?? 'Please check the answers below.'}
      </p>
      {messages.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-8">
          {[...new Set(messages)].map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
