import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** /marketplace: coming soon, its content is not described yet (docs/product/app-shell.md#coming-soon). */
export function MarketplacePage() {
  return (
    <>
      <PageHeader title="Marketplace" />
      <ComingSoon feature="The marketplace" willShow={['Products and services for your pet’s care']} />
    </>
  )
}
