import { cn } from '#web/lib/cn.ts'

/** While auth is loading the guard shows three pulsing dots. */
export function LoadingDots({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('flex items-center justify-center gap-2 py-16', className)}>
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          aria-hidden="true"
          className="size-3 animate-pulse rounded-full bg-primary motion-reduce:animate-none"
          style={{ animationDelay: `${delay}ms` }}
        />
      ))}
      <span className="sr-only">{label}…</span>
    </div>
  )
}
