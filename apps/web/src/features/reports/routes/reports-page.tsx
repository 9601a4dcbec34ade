import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /reports. */
export function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Health reports for your veterinarian." />
      <ComingSoon
        feature="Reports"
        willShow={['A live report of the selected pet’s health', 'Custom reports for a chosen period', 'PDF download', 'A link to share a report']}
      />
    </>
  )
}
