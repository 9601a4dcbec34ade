import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /symptoms (Health Management). */
export function SymptomsPage() {
  return (
    <>
      <PageHeader title="Health Management" description="Health conditions and symptoms of the selected pet." />
      <ComingSoon
        feature="Symptom tracking"
        willShow={[
          'Health conditions, current and resolved',
          'A symptom log for each condition, with scores over time',
          'Trackers that suit the species (walks, eating, grooming, litter…)',
        ]}
      >
        <p className="text-sm text-muted-foreground">
          Each current condition of the selected pet already has its own page, listed under Health Management in the menu.
        </p>
      </ComingSoon>
    </>
  )
}
