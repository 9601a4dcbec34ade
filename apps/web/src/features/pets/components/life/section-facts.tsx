/** Label and text pairs of a section; what was not answered is left out. */
export function SectionFacts({ items, label }: { items: [string, string | null][]; label: string }) {
  const shown = items.filter((item): item is [string, string] => item[1] !== null && item[1] !== '')
  return (
    <dl aria-label={label} className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {shown.map(([term, text]) => (
        <div key={term} className="min-w-0">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words whitespace-pre-line text-foreground">{text}</dd>
        </div>
      ))}
    </dl>
  )
}
