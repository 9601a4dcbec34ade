import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** One tile of the health summary: a heading, its content and a link to the page that has more. */
export function SummaryCard({
  id,
  title,
  link,
  children,
}: {
  id: string
  title: string
  link?: { to: string; label: string }
  children: ReactNode
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs">
      <h3 id={id} className="font-semibold text-foreground">
        {title}
      </h3>
      <div className="grid flex-1 content-start gap-2 text-sm">{children}</div>
      {link ? (
        <Link to={link.to} className="text-sm font-medium text-primary underline underline-offset-4">
          {link.label}
        </Link>
      ) : null}
    </section>
  )
}
