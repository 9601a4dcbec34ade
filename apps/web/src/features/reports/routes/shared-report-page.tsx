import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /shared-report/{token}: a report someone shared through a link. */
export function SharedReportPage() {
  return (
    <>
      <PageHeader title="Shared report" />
      <ComingSoon
        feature="Opening a report shared with a link"
        willShow={['The health report the pet’s owner shared with you', 'When it was shared and how long the link stays valid']}
      />
    </>
  )
}
