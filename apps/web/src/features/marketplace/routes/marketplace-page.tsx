import { ComingSoon } from '#web/components/coming-soon.tsx'
import { PageHeader } from '#web/components/page-header.tsx'

/** /marketplace: coming soon, its content is not described yet (docs/product/app-shell.md#coming-soon). */
export function MarketplacePage() {
  return (
    <>
      <PageHeader title="Marketplace" />
      <ComingSoon feature="The marketplace" willShow={['Products and services for your pet’s care']} />
    </>
  )
}
