import type { PetSummary } from '@pawpulse/domain/pets'
import { DeferredSection } from '#web/components/deferred-section.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { SelectedPetPage } from '#web/components/selected-pet-page.tsx'
import { Card, CardTitle } from '#web/components/ui/card.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { useBreathingSettings } from '../api/get-breathing-settings'
import { BreathingHistoryCard } from '../components/breathing-history-card'
import { BreathingSettingsForm } from '../components/breathing-settings-form'
import { CountCard } from '../components/count-card'

/** /breathing, the Breath Monitor (docs/product/breathing.md): count, see what it means, follow the trend. */
export function BreathingPage() {
  return (
    <SelectedPetPage title="Breath Monitor" description={(pet) => `Sleeping breathing rate of ${pet.name}.`}>
      {(pet, canEdit) => <BreathMonitor key={pet.id} pet={pet} canEdit={canEdit} />}
    </SelectedPetPage>
  )
}

function BreathMonitor({ pet, canEdit }: { pet: PetSummary; canEdit: boolean }) {
  const settings = useBreathingSettings(pet.id)
  return (
    <div className="grid gap-6">
      {canEdit ? (
        // Drawn at once, not after the settings: a counter that appeared later pushed the chart
        // and the counts down as the page loaded. Until the settings come (or if they fail) it
        // counts for 30 s; the pet's own default then takes its place unless the owner chose.
        <CountCard pet={pet} defaultDuration={settings.data?.defaultDurationSeconds ?? 30} />
      ) : null}
      {/* The chart, the counts and the settings are drawn after the first screen, each in a task of
          its own (DeferredSection); where the counter is not shown, the chart is the first screen
          and the viewport check draws it at once. */}
      <DeferredSection>
        <BreathingHistoryCard petId={pet.id} canEdit={canEdit} />
      </DeferredSection>
      <DeferredSection>
        <Card aria-labelledby="settings-title" className="grid gap-4">
          <CardTitle id="settings-title">Settings for {pet.name}</CardTitle>
          {settings.isPending ? <LoadingDots label="Loading the settings" className="py-6" /> : null}
          {settings.isError ? <SectionError what="settings" onRetry={() => void settings.refetch()} /> : null}
          {settings.data ? (
            <BreathingSettingsForm key={String(settings.dataUpdatedAt)} petId={pet.id} settings={settings.data} canEdit={canEdit} />
          ) : null}
        </Card>
      </DeferredSection>
    </div>
  )
}
