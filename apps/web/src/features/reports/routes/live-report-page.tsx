import { DEFAULT_REPORT_DAYS, reportCsvLogs, reportSections, type ReportSection } from '@pawpulse/domain/report'
import type { PetSummary } from '@pawpulse/domain/pets'
import { PrinterIcon } from 'lucide-react'
import { useState } from 'react'
import { SectionError } from '#web/components/section-error.tsx'
import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { Button } from '#web/components/ui/button.tsx'
import { Card } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { liveReportQueryString, useLiveReport, type LiveRange } from '../api/get-live-report'
import { ReportRangePicker, ReportSectionPicker } from '../components/report-options'
import { ReportView } from '../components/report-view'
import { SharePanel } from '../components/share-panel'
import { useViewer } from '#web/lib/auth/viewer.ts'

/** /report/live (docs/product/reports.md): the selected pet's report, always current, with its range and sections. */
export function LiveReportPage() {
  return (
    <SelectedPetPage
      title="Live report"
      description={(pet) => `${pet.name}’s health report, always up to date. Print it or share it with your vet.`}
    >
      {(pet, canEdit) => <LiveReport key={pet.id} pet={pet} canShare={canEdit} />}
    </SelectedPetPage>
  )
}

function LiveReport({ pet, canShare }: { pet: PetSummary; canShare: boolean }) {
  const isGuest = useViewer()?.role === 'guest'
  const [range, setRange] = useState<LiveRange>({ days: DEFAULT_REPORT_DAYS })
  const [sections, setSections] = useState<ReportSection[]>([...reportSections])
  const report = useLiveReport(pet.id, range, sections)
  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 print:hidden">
        <ReportRangePicker value={range} onChange={setRange} />
        <ReportSectionPicker value={sections} onChange={setSections} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" className="size-4" />
            Print
          </Button>
          {sections.length > 0 ? (
            <>
              <a
                className="text-sm font-medium text-primary underline"
                href={`/api/pets/${pet.id}/report.pdf?${liveReportQueryString(range, sections)}`}
              >
                Download PDF
              </a>
              {reportCsvLogs
                .filter(({ section }) => sections.includes(section))
                .map(({ log, label }) => (
                  <a
                    key={log}
                    className="text-sm text-primary underline"
                    href={`/api/pets/${pet.id}/report.csv?log=${log}&${liveReportQueryString(range, sections)}`}
                  >
                    {label} (CSV)
                  </a>
                ))}
            </>
          ) : null}
        </div>
      </Card>
      {canShare && !isGuest ? (
        <SharePanel
          petId={pet.id}
          petName={pet.name}
          sections={sections}
          range={'days' in range ? { kind: 'relative', days: range.days } : { kind: 'fixed', ...range }}
        />
      ) : null}
      {isGuest ? <p className="text-sm text-muted-foreground print:hidden">Create an account to share this report with a link.</p> : null}
      {report.isPending && sections.length > 0 ? <LoadingDots label="Building the report" /> : null}
      {report.isError ? <SectionError what="report" onRetry={() => void report.refetch()} /> : null}
      {report.data && sections.length > 0 ? <ReportView report={report.data} photoUrl={pet.photoUrl} /> : null}
    </div>
  )
}
