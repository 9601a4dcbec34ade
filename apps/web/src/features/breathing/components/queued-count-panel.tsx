import { assessBreathingRate, breathsPerMinute } from '@pawpulse/domain/breathing'
import { CloudOffIcon } from 'lucide-react'
import { cn } from '#web/lib/cn.ts'
import type { QueuedWrite } from '#web/lib/offline/outbox.ts'
import { useCareTeam } from '#web/lib/pets/get-care-team.ts'
import { useBreathingSettings } from '../api/get-breathing-settings'
import { CallVet } from './call-vet'

/**
 * A count kept on the device offline (docs/product/offline.md#a-count-taken-offline). The server
 * assesses it when it arrives; until then the device applies the rules it can without the
 * history: above 35 a minute is "contact your vet", above the pet's alert level "recount". At
 * 3 a.m. with no signal, that is the part that cannot wait.
 */
export function QueuedCountPanel({ write, petName }: { write: QueuedWrite; petName: string }) {
  const settings = useBreathingSettings(write.petId ?? '')
  const careTeam = useCareTeam(write.petId ?? '')
  const vet = careTeam.data?.find((contact) => contact.role === 'Primary Veterinarian') ?? null
  const breathCount = Number(write.body.breathCount)
  const durationSeconds = Number(write.body.durationSeconds)
  const rate = breathsPerMinute(breathCount, durationSeconds)
  const assessment = assessBreathingRate({
    rate,
    threshold: settings.data?.alertThreshold,
    primaryVet: vet ? { name: vet.name, phoneNumber: vet.phoneNumber } : null,
  })
  const needsVet = assessment.level === 'contact_vet' || assessment.level === 'recount'
  return (
    <section
      aria-labelledby="queued-count-title"
      className={cn(
        'grid gap-2 rounded-md border p-4',
        assessment.level === 'contact_vet'
          ? 'border-red-300 bg-red-50'
          : needsVet
            ? 'border-amber-400 bg-amber-50'
            : 'border-border bg-muted',
      )}
    >
      <p className="flex items-center gap-2 text-sm font-medium text-foreground">
        <CloudOffIcon aria-hidden="true" className="size-4" />
        Saved on this device, waiting to sync: {rate} breaths per minute ({breathCount} breaths in {durationSeconds} s)
      </p>
      <h3 id="queued-count-title" className="text-lg font-semibold text-foreground">
        {assessment.title}
      </h3>
      <p className="text-sm text-foreground">{assessment.message}</p>
      <p className="text-sm text-muted-foreground">
        Checked on this device against the alert level. The comparison with {petName}&apos;s usual rate comes when the count reaches
        Pawpulse.
      </p>
      <CallVet level={assessment.level} vet={vet} />
    </section>
  )
}
