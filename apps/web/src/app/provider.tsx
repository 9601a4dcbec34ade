import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Toaster } from '../components/ui/toaster'
import { OfflineSync } from './offline/offline-sync'
import { StartupChecks } from './startup-checks'

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <StartupChecks />
      <OfflineSync />
      {children}
      <Toaster />
    </QueryClientProvider>
  )
}
