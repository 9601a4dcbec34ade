import { Link } from 'react-router'
import { ComingSoon } from '#web/components/coming-soon.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { buttonClassName } from '#web/components/ui/button.tsx'

/** /reports (docs/product/reports.md). The live report and its share links work today; saved custom reports do not yet. */
export function ReportsPage() {
  return (
    <>
      <PageHeader title="Reports" description="Health reports for your veterinarian." />
      <div className="grid gap-6">
        <p>
          The live report shows the selected pet’s health over 30, 90 or 365 days or your own dates, with the sections you choose. Print it,
          download it as PDF or CSV, or share it with your vet through a link that expires and that you can revoke.
        </p>
        <div>
          <Link to="/report/live" className={buttonClassName()}>
            Open the live report
          </Link>
        </div>
        <ComingSoon
          feature="Saving custom reports under a name"
          willShow={[
            'Your saved reports: name, pet, sections and range (such as “last 90 days” or fixed dates)',
            'Create, edit, duplicate and delete them',
            'The share links of each saved report',
          ]}
        />
      </div>
    </>
  )
}
