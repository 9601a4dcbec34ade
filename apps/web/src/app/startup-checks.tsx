import { useEffect } from 'react'
import { toast } from '#web/lib/toast.ts'
import { useServerStatusCheck } from '../features/server-status/api/get-server-status'
import { useViewer } from '../lib/auth/viewer'

/**
 * Startup (docs/product/app-shell.md#startup-checks): establish the session (guest if need be) and
 * check the API and database. The server status check's failure toast ('Network issue') comes from
 * the query cache (its meta).
 */
export function StartupChecks() {
  const viewer = useViewer()
  useServerStatusCheck()

  useEffect(() => {
    if (viewer?.isAuthUnreachable) {
      toast.error('Cannot connect to authentication service. Please try again later.', { id: 'auth-unreachable' })
    }
  }, [viewer?.isAuthUnreachable])

  return null
}
