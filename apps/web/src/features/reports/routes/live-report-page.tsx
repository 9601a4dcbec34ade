import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /report/live. */
export function LiveReportPage() {
  return (
    <>
      <PageHeader title="Live report" />
      <ComingSoon
        feature="The live report"
        willShow={['The selected pet’s current conditions, medications and recent logs', 'Breathing-rate and weight trends']}
      />
    </>
  )
}
