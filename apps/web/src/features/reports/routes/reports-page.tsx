import { describeReportRange, reportSectionLabels } from '@pawpulse/domain/report'
import type { SavedReportView } from '@pawpulse/domain/report-api'
import type { PetSummary } from '@pawpulse/domain/pets'
import { CopyIcon, PencilIcon, PlusIcon } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { DeleteAction } from '#web/components/delete-action.tsx'
import { EmptyState } from '#web/components/empty-state.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { Button, buttonClassName } from '#web/components/ui/button.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { lazyForm, preloads } from '#web/components/lazy-form.tsx'
import {
  useCreateSavedReport,
  useDeleteSavedReport,
  useDuplicateSavedReport,
  useSavedReports,
  useUpdateSavedReport,
} from '../api/saved-reports'
import { useShares } from '../api/shares'

const SavedReportForm = lazyForm(() => import('../components/saved-report-form').then((module) => module.SavedReportForm))

/** /reports (docs/product/reports.md): the selected pet's saved custom reports, and the way into the live report. */
export function ReportsPage() {
  return (
    <SelectedPetPage
      title="Reports"
      description={(pet) => `Health reports of ${pet.name} for your veterinarian: save the sections and range you take to each visit.`}
    >
      {(pet, canEdit) => <SavedReports key={pet.id} pet={pet} canEdit={canEdit} />}
    </SelectedPetPage>
  )
}

function SavedReports({ pet, canEdit }: { pet: PetSummary; canEdit: boolean }) {
  const saved = useSavedReports(pet.id)
  const create = useCreateSavedReport(pet.id)
  const [creating, setCreating] = useState(false)
  return (
    <div className="grid gap-6">
      <Card className="grid gap-3">
        <p>
          The live report shows {pet.name}’s health over 30, 90 or 365 days or your own dates, with the sections you choose. Print it,
          download it as PDF or CSV, or share it with your vet through a link that expires and that you can revoke.
        </p>
        <div>
          <Link to="/report/live" className={buttonClassName({ variant: 'outline' })}>
            Open the live report
          </Link>
        </div>
      </Card>
      <section aria-labelledby="saved-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="saved-title" className="text-lg font-semibold">
            Saved reports
          </h2>
          {canEdit && !creating ? (
            <Button type="button" {...preloads(SavedReportForm)} onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" className="size-4" /> New report
            </Button>
          ) : null}
        </div>
        {creating ? (
          <Card className="grid gap-3">
            <CardTitle>New report for {pet.name}</CardTitle>
            <SavedReportForm
              submitLabel="Save report"
              onCancel={() => setCreating(false)}
              onSubmit={async (values) => create.mutateAsync(values).then(() => setCreating(false))}
            />
          </Card>
        ) : null}
        {saved.isPending ? <LoadingDots label="Loading the saved reports" /> : null}
        {saved.isError ? <SectionError what="saved reports" onRetry={() => void saved.refetch()} /> : null}
        {saved.data?.reports.length === 0 ? (
          <EmptyState title={`No saved reports for ${pet.name} yet`}>
            {canEdit
              ? 'Save the sections and range you take to the vet (say “Heart recheck, last 90 days”) and open or share them in one click.'
              : 'The pet’s owner has not saved any.'}
          </EmptyState>
        ) : null}
        {saved.data?.reports.length ? (
          <ul className="grid gap-3">
            {saved.data.reports.map((report) => (
              <SavedReportItem key={report.id} report={report} pet={pet} canEdit={canEdit} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  )
}

function SavedReportItem({ report, pet, canEdit }: { report: SavedReportView; pet: PetSummary; canEdit: boolean }) {
  const [editing, setEditing] = useState(false)
  const update = useUpdateSavedReport(pet.id, report.id)
  const duplicate = useDuplicateSavedReport(pet.id)
  const remove = useDeleteSavedReport(pet.id)
  const isAccount = useViewer()?.role !== 'guest'
  const shares = useShares(pet.id)
  const links = canEdit && isAccount ? (shares.data?.shares ?? []).filter((share) => share.savedReportId === report.id) : []
  const active = links.filter((share) => share.status === 'active').length
  if (editing) {
    return (
      <li>
        <Card className="grid gap-3">
          <CardTitle>Edit “{report.name}”</CardTitle>
          <SavedReportForm
            initial={{ name: report.name, sections: report.sections, range: report.range }}
            submitLabel="Save changes"
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => update.mutateAsync(values).then(() => setEditing(false))}
          />
        </Card>
      </li>
    )
  }
  return (
    <li>
      <Card className="grid gap-2">
        <h3 className="font-semibold">
          <Link to={`/reports/${report.id}`} className="text-primary underline">
            {report.name}
          </Link>
        </h3>
        <p className="text-sm text-muted-foreground">
          {pet.name} · {describeReportRange(report.range)} · {report.sections.map((section) => reportSectionLabels[section]).join(', ')}
        </p>
        {links.length ? (
          <p className="text-sm">
            {links.length} {links.length === 1 ? 'link' : 'links'}, {active} active
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Link to={`/reports/${report.id}`} className={buttonClassName({ size: 'sm' })}>
            Open<span className="sr-only"> {report.name}</span>
          </Link>
          {canEdit ? (
            <>
              <Button type="button" variant="outline" size="sm" {...preloads(SavedReportForm)} onClick={() => setEditing(true)}>
                <PencilIcon aria-hidden="true" className="size-4" /> Edit<span className="sr-only"> {report.name}</span>
              </Button>
              <Button type="button" variant="outline" size="sm" disabled={duplicate.isPending} onClick={() => duplicate.mutate(report.id)}>
                <CopyIcon aria-hidden="true" className="size-4" /> Duplicate<span className="sr-only"> {report.name}</span>
              </Button>
              <DeleteAction
                target={report.name}
                title={`Delete “${report.name}”?`}
                description="The saved report goes. Links already made from it keep working until they expire or you revoke them on the live report."
                confirmLabel="Delete report"
                onConfirm={() => remove.mutateAsync(report.id)}
              />
            </>
          ) : null}
        </div>
      </Card>
    </li>
  )
}
