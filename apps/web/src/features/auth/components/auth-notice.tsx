import type { ReactNode } from 'react'
import { cn } from '#web/lib/cn.ts'

/**
 * What a finished or failed account step says (check your inbox, password changed, link
 * expired): a heading and a few lines, announced politely when it replaces a form.
 */
export function AuthNotice({ title, tone = 'info', children }: { title: string; tone?: 'info' | 'problem'; children: ReactNode }) {
  return (
    <section
      role="status"
      aria-labelledby="auth-notice-title"
      className={cn(
        'grid gap-3 rounded-lg border p-5 text-sm',
        tone === 'problem' ? 'border-destructive/40 bg-red-50' : 'border-border bg-card',
      )}
    >
      <h2 id="auth-notice-title" className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      {children}
    </section>
  )
}
