import type { AdminMarketplaceEntry } from '@pawpulse/domain/marketplace-api'
import { PlusIcon } from 'lucide-react'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router'
import { toast } from '#web/lib/toast.ts'
import { EmptyState } from '#web/components/empty-state.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { SectionBoundary } from '#web/components/section-boundary.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useAdminMarketplace } from '../api/get-admin-marketplace'
import { AdminEntryList } from '../components/admin-entry-list'
import { EntryImageField } from '../components/entry-image-field'
import { lazyForm } from '#web/components/lazy-form.tsx'

const EntryForm = lazyForm(() => import('../components/entry-form').then((module) => module.EntryForm))

const NEW = 'new'
const editLink = (id: string) => `?entry=${encodeURIComponent(id)}`

/** /admin/marketplace (admins only): the whole catalogue, hidden entries too; create, edit, hide, picture. */
export function AdminMarketplacePage() {
  const [params] = useSearchParams()
  const opened = params.get('entry')
  return (
    <>
      <PageHeader
        title="Marketplace catalogue"
        description="What owners see on Marketplace: shown to a pet of the entry’s species, first when it has one of the entry’s conditions."
        actions={
          opened ? null : (
            <Button asChild>
              <Link to={editLink(NEW)}>
                <PlusIcon aria-hidden="true" />
                New entry
              </Link>
            </Button>
          )
        }
      />
      <nav aria-label="Admin" className="mb-6">
        <Link to="/admin" className="text-sm font-medium text-primary underline underline-offset-4">
          Back to Admin
        </Link>
      </nav>
      <SectionBoundary what="catalogue" resetKeys={[opened]}>
        <Catalogue opened={opened} />
      </SectionBoundary>
    </>
  )
}

/** Where focus goes back to when the form closes: the entry's Edit link in the list. */
interface ReturnFocus {
  returnTo?: string
}

function Catalogue({ opened }: { opened: string | null }) {
  const navigate = useNavigate()
  const { data, isPending, isError } = useAdminMarketplace()
  const close = (entryId?: string) => void navigate('/admin/marketplace', { state: { returnTo: entryId } satisfies ReturnFocus })
  if (isPending) return <LoadingDots label="Loading the catalogue" />
  if (isError) {
    return (
      <p role="alert" className="text-muted-foreground">
        The catalogue could not be loaded. Please try again later.
      </p>
    )
  }
  if (opened === NEW) {
    return (
      <FormCard title="New entry">
        <EntryForm
          onSaved={(entry) => {
            toast.success('Entry created', { description: 'Add its picture below, or go back to the list.' })
            void navigate(`/admin/marketplace${editLink(entry.id)}`, { replace: true })
          }}
          onCancel={() => close()}
        />
      </FormCard>
    )
  }
  if (opened) {
    const entry = data.entries.find((candidate) => candidate.id === opened)
    if (!entry) {
      return (
        <EmptyState title="This entry does not exist.">
          <Link to="/admin/marketplace" className="font-medium text-primary underline underline-offset-4">
            Back to the catalogue
          </Link>
        </EmptyState>
      )
    }
    return <EditEntry key={entry.id} entry={entry} onClose={() => close(entry.id)} />
  }
  if (data.entries.length === 0) {
    return <EmptyState title="The catalogue is empty.">Add the first entry with “New entry”.</EmptyState>
  }
  return <EntryListSection entries={data.entries} />
}

/** The list; back from a form, focus returns to the Edit link of the entry that was open. */
function EntryListSection({ entries }: { entries: readonly AdminMarketplaceEntry[] }) {
  const returnTo = (useLocation().state as ReturnFocus | null)?.returnTo
  const list = useRef<HTMLElement>(null)
  useEffect(() => {
    if (!returnTo) return
    const link = list.current?.querySelector<HTMLElement>(`a[href$="${editLink(returnTo)}"]`)
    link?.focus()
  }, [returnTo])
  return (
    <section ref={list} aria-label="All entries" className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {entries.length} {entries.length === 1 ? 'entry' : 'entries'}, {entries.filter((entry) => entry.hidden).length} hidden
      </p>
      <AdminEntryList entries={entries} editLink={editLink} />
    </section>
  )
}

function EditEntry({ entry, onClose }: { entry: AdminMarketplaceEntry; onClose: () => void }) {
  return (
    <FormCard title={`Edit ${entry.name}`}>
      <EntryImageField entry={entry} />
      <EntryForm
        entry={entry}
        onSaved={() => {
          toast.success('Entry saved')
          onClose()
        }}
        onCancel={onClose}
      />
    </FormCard>
  )
}

/** The form replaces the list: focus moves to its heading so keyboard and screen-reader users follow. */
function FormCard({ title, children }: { title: string; children: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  return (
    <Card aria-labelledby="entry-form-title" className="grid gap-6">
      <h2 id="entry-form-title" ref={headingRef} tabIndex={-1} className="text-lg font-semibold break-words focus-visible:outline-none">
        {title}
      </h2>
      {children}
    </Card>
  )
}
