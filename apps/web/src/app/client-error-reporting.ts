import { createClientErrorReporter } from '../lib/client-error-report'
import { logger } from '../lib/logger'

declare const __APP_VERSION__: string

/**
 * Every error the logger writes (render failures, failed pages, answers the app does not
 * understand, errors nothing caught) is also sent to the server's log, so maintainers see what
 * users hit. Started by the app entry only: tests and the landing page do not report.
 */
export function startClientErrorReporting() {
  logger.addErrorSink(createClientErrorReporter({ appVersion: __APP_VERSION__ }))
  window.addEventListener('error', (event) => logger.error('Uncaught error', { error: event.error ?? event.message }))
  window.addEventListener('unhandledrejection', (event) => logger.error('Unhandled rejection', { error: event.reason }))
}
