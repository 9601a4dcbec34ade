import { DownloadIcon } from 'lucide-react'
import { StatusButton } from '#web/components/ui/status-button.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { useExportMyData } from '../api/export-my-data'

/** Owners own their data: everything in one JSON file (docs/product/accounts-and-guests.md#data-export). */
export function YourDataCard() {
  const exportData = useExportMyData()
  return (
    <Card aria-labelledby="your-data-title" className="grid gap-3">
      <CardTitle id="your-data-title">Your data</CardTitle>
      <CardDescription>Your profile, pets, care teams, health records, reminders and household, as one JSON file.</CardDescription>
      <StatusButton
        variant="outline"
        className="justify-self-start"
        onClick={() => exportData.mutate()}
        isPending={exportData.isPending}
        pendingLabel={
          <>
            <DownloadIcon aria-hidden="true" />
            Preparing…
          </>
        }
      >
        <DownloadIcon aria-hidden="true" />
        Download all my data
      </StatusButton>
    </Card>
  )
}
