import type { ReactNode } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { logRenderError } from '../lib/logger'
import { SectionError } from './section-error'

interface SectionBoundaryProps {
  /** Named in the fallback: 'Could not show the {what}.' */
  what: string
  /**
   * What the section shows (the pet's id, the chosen range): when one changes, a fallback gives
   * way to a fresh try, so a failure of one pet's section does not follow the owner to the next pet.
   */
  resetKeys?: unknown[]
  children: ReactNode
}

/** A render-error boundary around one part of a page (a list, a chart): the rest keeps working. */
export function SectionBoundary({ what, resetKeys, children }: SectionBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      onError={logRenderError}
      fallbackRender={({ resetErrorBoundary }) => <SectionError what={what} onRetry={resetErrorBoundary} />}
    >
      {children}
    </ErrorBoundary>
  )
}
