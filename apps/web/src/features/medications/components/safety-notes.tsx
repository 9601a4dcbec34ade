import { TriangleAlertIcon } from 'lucide-react'

/** The safety notes (permethrin and cats; a heartworm test before a preventive), where they apply (docs/product/veterinary.md#safety-notes). */
export function SafetyNotes({ notes }: { notes: readonly string[] }) {
  if (notes.length === 0) return null
  return (
    <div className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-foreground">
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div>
        <p className="font-semibold">Safety</p>
        <ul className="grid gap-1">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}
