import { CircleAlertIcon, CircleCheckIcon, TriangleAlertIcon, XIcon } from 'lucide-react'
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { getToasts, subscribeToToasts, type Toast, toast as toasts } from '#web/lib/toast.ts'

const icons = {
  message: null,
  success: <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />,
  error: <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />,
  warning: <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />,
}

/**
 * The app's toasts (docs/product/app-shell.md#toasts), top right, newest first. One polite live
 * region announces each as it comes. A toast goes after six seconds (or its own time), but not while the pointer is
 * on the toasts, focus is in them or the tab is hidden, so one being read or reached by keyboard
 * stays; Alt+T moves focus to them, and Escape closes the focused one.
 */
export function Toaster() {
  const shown = useSyncExternalStore(subscribeToToasts, getToasts, getToasts)
  const [pointerIn, setPointerIn] = useState(false)
  const [focusIn, setFocusIn] = useState(false)
  const hidden = useSyncExternalStore(subscribeToVisibility, isDocumentHidden, () => false)
  const list = useRef<HTMLOListElement>(null)

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.altKey && event.code === 'KeyT') list.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])

  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusIn(false)
  }

  return (
    <section
      aria-label="Notifications (Alt+T)"
      aria-live="polite"
      aria-relevant="additions text"
      className="pointer-events-none fixed inset-x-4 top-4 z-[100] flex justify-end sm:left-auto"
    >
      <ol
        ref={list}
        tabIndex={-1}
        className="flex w-full flex-col gap-2 outline-none sm:w-96"
        onPointerEnter={() => setPointerIn(true)}
        onPointerLeave={() => setPointerIn(false)}
        onFocus={() => setFocusIn(true)}
        onBlur={onBlur}
      >
        {shown.map((item) => (
          <ToastItem key={item.id} toast={item} paused={pointerIn || focusIn || hidden} />
        ))}
      </ol>
    </section>
  )
}

function ToastItem({ toast, paused }: { toast: Toast; paused: boolean }) {
  const { id, kind, title, description, action, duration, version } = toast
  const remaining = useRef(duration)

  // A toast that replaced one with its id gets its whole time again.
  useEffect(() => {
    remaining.current = duration
  }, [duration, version])

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return
    const started = Date.now()
    const timer = setTimeout(() => toasts.dismiss(id), remaining.current)
    return () => {
      clearTimeout(timer)
      remaining.current -= Date.now() - started
    }
  }, [id, paused, version])

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape') toasts.dismiss(id)
  }

  return (
    <li
      data-kind={kind}
      onKeyDown={onKeyDown}
      className="pointer-events-auto flex items-start gap-3 rounded-lg border border-border bg-card p-4 text-sm text-foreground shadow-lg transition-[opacity,translate] duration-200 starting:-translate-y-2 starting:opacity-0"
    >
      {icons[kind]}
      <div className="min-w-0 flex-1 break-words">
        <p className="font-medium">{title}</p>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
        {action ? (
          <Button
            size="sm"
            variant="outline"
            className="mt-3"
            onClick={() => {
              toasts.dismiss(id)
              action.onClick()
            }}
          >
            {action.label}
          </Button>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Close toast"
        className="-m-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        onClick={() => toasts.dismiss(id)}
      >
        <XIcon aria-hidden="true" className="size-4" />
      </button>
    </li>
  )
}

function subscribeToVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener)
  return () => document.removeEventListener('visibilitychange', listener)
}

function isDocumentHidden() {
  return document.visibilityState === 'hidden'
}
