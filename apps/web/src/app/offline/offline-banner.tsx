import { WifiOffIcon } from 'lucide-react'
import { useOwnerSettings } from '#web/lib/auth/owner-settings.ts'
import { formatAsOf } from '#web/lib/format-date.ts'
import { useAppStore } from '#web/lib/stores/app-store.ts'
import { useDataAge } from './use-data-age'

/**
 * Offline (docs/product/offline.md#reading-offline): what the owner sees is what this device last
 * fetched, and how old it is; entries are still taken and kept here.
 */
export function OfflineBanner() {
  const isOffline = useAppStore((state) => state.isOffline)
  return isOffline ? <OfflineNotice /> : null
}

function OfflineNotice() {
  const { timeZone } = useOwnerSettings()
  const age = useDataAge()
  return (
    <div role="status" className="mb-4 flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <WifiOffIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        <p className="font-semibold">You&apos;re offline{age ? `, showing data as of ${formatAsOf(age, timeZone)}` : ''}.</p>
        <p>
          Breathing counts, symptoms, weights, doses and reminders you record are kept on this device and sent when you&apos;re back online.
        </p>
      </div>
    </div>
  )
}
