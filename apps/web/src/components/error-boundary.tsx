import { Component, type ErrorInfo, type ReactNode } from 'react'
import { logger } from '../lib/logger'

interface Props {
  /** What to show instead of the children once they failed to render. */
  fallback: (error: Error, reset: () => void) => ReactNode
  children: ReactNode
}

/**
 * A render-error boundary for parts smaller than a page (a list, a chart), so one failure does
 * not blank the page (conventions §6), and for the whole app (spec §2).
 */
export class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    logger.error('Render failed', { error, componentStack: info.componentStack })
  }

  reset = () => this.setState({ error: null })

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children
  }
}
