import { ComingSoon } from '../../../components/coming-soon'
import { PageHeader } from '../../../components/page-header'

/** Spec §2 /breathing (Breath Monitor). */
export function BreathingPage() {
  return (
    <>
      <PageHeader title="Breath Monitor" description="Sleeping breathing rate of the selected pet." />
      <ComingSoon
        feature="Breathing-rate tracking"
        willShow={[
          'A guided count of breaths per minute while your pet sleeps',
          'Your pet’s log of breathing rates and their trend',
          'A clear sign when a rate is above the usual range',
        ]}
      />
    </>
  )
}
