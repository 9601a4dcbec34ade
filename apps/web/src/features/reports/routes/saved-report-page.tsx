import { describeReportRange } from '@pawpulse/domain/report'
import type { SavedReportView } from '@pawpulse/domain/report-api'
import type { PetSummary } from '@pawpulse/domain/pets'
import { PrinterIcon } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { SectionError } from '#web/components/section-error.tsx'
import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { ApiError } from '#web/lib/api-client.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { liveReportQueryString, useLiveReport } from '../api/get-live-report'
import { useSavedReport } from '../api/saved-reports'
import { ReportView } from '../components/report-view'
import { SharePanel } from '../components/share-panel'
import { toLiveRange } from '../components/saved-report-form'

/** /reports/:reportId (docs/product/reports.md): a saved report of the selected pet, drawn like the live report. */
export function SavedReportPage() {
  const { reportId = '' } = useParams()
  return (
    <SelectedPetPage title="Saved report" description={(pet) => `${pet.name}’s saved report, with today’s data.`}>
      {(pet, canEdit) => <SavedReport key={`${pet.id}:${reportId}`} pet={pet} reportId={reportId} canShare={canEdit} />}
    </SelectedPetPage>
  )
}

function SavedReport({ pet, reportId, canShare }: { pet: PetSummary; reportId: string; canShare: boolean }) {
  const saved = useSavedReport(pet.id, reportId)
  if (saved.isPending) return <LoadingDots label="Loading the saved report" />
  if (saved.isError) {
    if (saved.error instanceof ApiError && saved.error.status === 404) {
      return (
        <p>
          This saved report is not one of {pet.name}’s (it may have been deleted, or another pet is selected).{' '}
          <Link to="/reports" className="text-primary underline">
            Back to the reports
          </Link>
        </p>
      )
    }
    return <SectionError what="saved report" onRetry={() => void saved.refetch()} />
  }
  return <SavedReportBody pet={pet} saved={saved.data} canShare={canShare} />
}

function SavedReportBody({ pet, saved, canShare }: { pet: PetSummary; saved: SavedReportView; canShare: boolean }) {
  const isGuest = useViewer()?.role === 'guest'
  const range = toLiveRange(saved.range)
  const report = useLiveReport(pet.id, range, saved.sections)
  return (
    <div className="grid gap-6">
      <Card className="grid gap-3 print:hidden">
        <h2 className="text-lg font-semibold">{saved.name}</h2>
        <p className="text-sm text-muted-foreground">{describeReportRange(saved.range)}</p>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" className="size-4" />
            Print
          </Button>
          <a
            className="text-sm font-medium text-primary underline"
            href={`/api/pets/${pet.id}/report.pdf?${liveReportQueryString(range, saved.sections)}`}
          >
            Download PDF
          </a>
          <Link to="/reports" className="text-sm text-primary underline">
            All saved reports
          </Link>
        </div>
      </Card>
      {canShare && !isGuest ? (
        <SharePanel petId={pet.id} petName={pet.name} sections={saved.sections} range={saved.range} savedReportId={saved.id} />
      ) : null}
      {report.isPending ? <LoadingDots label="Building the report" /> : null}
      {report.isError ? <SectionError what="report" onRetry={() => void report.refetch()} /> : null}
      {report.data ? <ReportView report={report.data} photoUrl={pet.photoUrl} /> : null}
    </div>
  )
}
