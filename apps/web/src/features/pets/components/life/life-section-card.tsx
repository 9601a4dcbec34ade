import { type ReactNode, useState } from 'react'
import { EmptyState } from '#web/components/empty-state.tsx'
import { preloads } from '#web/components/lazy-form.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useLifeSection } from '../../api/get-life-section'
import type { LifeSection } from '../../api/pet-life-sections'

interface LifeSectionCardProps<TView, TBody> {
  section: LifeSection<TView, TBody>
  petId: string
  canEdit: boolean
  description: string
  /** The empty state: what to add, said to an editor; a viewer is only told nothing is recorded. */
  empty: { title: string; hint: string }
  view: (data: TView) => ReactNode
  form: (props: { data: TView | null; onDone: () => void }) => ReactNode
  /** Starts loading the form's code as the user heads for Edit or Add (a lazyForm's `preload`). */
  preloadForm: () => Promise<unknown>
}

/**
 * One of the pet page's Diet, Behaviour and Fun facts cards: loading, error with a retry, the
 * empty state, the recorded facts, and for owners and editors one form that edits the section.
 */
export function LifeSectionCard<TView, TBody>({
  section,
  petId,
  canEdit,
  description,
  empty,
  view,
  form,
  preloadForm,
}: LifeSectionCardProps<TView, TBody>) {
  const query = useLifeSection(section, petId)
  const [isEditing, setIsEditing] = useState(false)
  const titleId = `${section.path}-title`
  const what = section.title.toLowerCase()

  return (
    <Card aria-labelledby={titleId} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle id={titleId}>{section.title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {canEdit && query.isSuccess && query.data !== null && !isEditing ? (
          <Button variant="outline" size="sm" {...preloads({ preload: preloadForm })} onClick={() => setIsEditing(true)}>
            Edit {what}
          </Button>
        ) : null}
      </div>
      {query.isPending ? <LoadingDots label={`Loading the ${what}`} className="py-6" /> : null}
      {query.isError ? (
        <div role="alert" className="text-sm text-muted-foreground">
          <p>The {what} could not be loaded.</p>
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {query.isSuccess && isEditing ? form({ data: query.data, onDone: () => setIsEditing(false) }) : null}
      {query.isSuccess && !isEditing && query.data !== null ? view(query.data) : null}
      {query.isSuccess && !isEditing && query.data === null ? (
        <EmptyState title={`No ${what} recorded yet.`}>
          {canEdit ? (
            <div className="grid justify-items-start gap-3">
              <p>{empty.hint}</p>
              <Button variant="outline" size="sm" {...preloads({ preload: preloadForm })} onClick={() => setIsEditing(true)}>
                {empty.title}
              </Button>
            </div>
          ) : (
            <p>The people who care for this pet have not added any yet.</p>
          )}
        </EmptyState>
      ) : null}
    </Card>
  )
}
