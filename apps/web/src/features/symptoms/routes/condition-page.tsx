import { conditionLabel } from '@pawpulse/domain/condition-label'
import { Link, useParams } from 'react-router'
import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /symptoms/{conditionId}: one health condition of the selected pet. */
export function ConditionPage() {
  const { conditionId = '' } = useParams()
  const label = conditionLabel(conditionId)
  return (
    <>
      <PageHeader title={label} description="Symptoms and notes for this condition." />
      <ComingSoon
        feature={`Symptom tracking for ${label}`}
        willShow={['Symptom log entries for this condition', 'Symptom scores over time', 'Notes to share with your veterinarian']}
      >
        <Link to="/symptoms" className="text-sm font-medium text-primary underline underline-offset-4">
          Back to Health Management
        </Link>
      </ComingSoon>
    </>
  )
}
