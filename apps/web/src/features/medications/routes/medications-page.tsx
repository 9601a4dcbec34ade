import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /medications. */
export function MedicationsPage() {
  return (
    <>
      <PageHeader title="Medications" description="Medications and treatments of the selected pet." />
      <ComingSoon
        feature="Medication tracking"
        willShow={[
          'Medications with dosage, frequency, route and dates',
          'Preventive treatments (flea, tick, worming) by brand',
          'Reminders when a dose is due',
        ]}
      />
    </>
  )
}
