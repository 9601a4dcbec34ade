import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /marketplace (its content is not described by the spec yet). */
export function MarketplacePage() {
  return (
    <>
      <PageHeader title="Marketplace" />
      <ComingSoon feature="The marketplace" willShow={['Products and services for your pet’s care']} />
    </>
  )
}
