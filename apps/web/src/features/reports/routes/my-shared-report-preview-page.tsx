import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /my-shared-report-preview/{token}: how a report you shared looks to others. */
export function MySharedReportPreviewPage() {
  return (
    <>
      <PageHeader title="My shared report" />
      <ComingSoon
        feature="Previewing reports you shared"
        willShow={['Your shared report exactly as its recipients see it', 'Turning the link off']}
      />
    </>
  )
}
