import { onlineManager, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { toast } from '#web/lib/toast.ts'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { loadOutbox } from '#web/lib/offline/outbox.ts'
import { syncOutbox } from '#web/lib/offline/outbox-sync.ts'
import { applyUpdate, FLUSH_OUTBOX_EVENT, useAppUpdate } from '#web/lib/offline/service-worker.ts'
import { useAppStore } from '#web/lib/stores/app-store.ts'

/**
 * The offline app's moving parts (docs/product/offline.md): the browser's online flag for the
 * banner and the query cache, the service worker, the update prompt, and sending what was queued
 * when the app starts, the connection returns or the worker's Background Sync says so.
 */
export function OfflineSync() {
  const queryClient = useQueryClient()
  const viewer = useViewer()
  const userId = viewer?.hasSession ? viewer.userId : undefined
  const setOffline = useAppStore((state) => state.setOffline)
  const waitingRelease = useAppUpdate((state) => state.waiting)

  useEffect(() => {
    const update = () => {
      setOffline(!navigator.onLine)
      // Queries started offline wait instead of failing; the cache keeps showing the last answers.
      onlineManager.setOnline(navigator.onLine)
    }
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
    }
  }, [setOffline])

  useEffect(() => {
    if (!userId) return
    const send = () => {
      if (!navigator.onLine) return
      void syncOutbox(queryClient, userId).then(({ sent, refused }) => {
        if (sent > 0) toast.success(sent === 1 ? '1 entry synced' : `${sent} entries synced`, { id: 'outbox-synced' })
        if (refused > 0)
          toast.error(refused === 1 ? '1 entry was not saved' : `${refused} entries were not saved`, { id: 'outbox-refused' })
      })
    }
    void loadOutbox().then(send)
    window.addEventListener('online', send)
    window.addEventListener(FLUSH_OUTBOX_EVENT, send)
    return () => {
      window.removeEventListener('online', send)
      window.removeEventListener(FLUSH_OUTBOX_EVENT, send)
    }
  }, [queryClient, userId])

  useEffect(() => {
    if (!waitingRelease) return
    toast('Update available — reload', {
      id: 'app-update',
      description: 'A new version of Pawpulse is ready. Reload to use it.',
      duration: Number.POSITIVE_INFINITY,
      action: { label: 'Reload', onClick: applyUpdate },
    })
  }, [waitingRelease])

  return null
}
