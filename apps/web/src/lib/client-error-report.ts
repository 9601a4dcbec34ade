import { type ClientErrorReport, sanitizeClientError } from '@pawpulse/domain/client-errors'
import { ApiError } from './api-client'
import { type ErrorSink, type LogContext, throttleError } from './logger'

export const CLIENT_ERRORS_PATH = '/api/client-errors'

/** Distinct errors too: one page sends at most this many reports a minute (identical ones stop at 3 in the logger). */
export const REPORTS_PER_MINUTE = 10

/**
 * What the server learns about a logged error: the logger's words and the error's message, the
 * first lines of its stack, the route pattern (never the address, which may hold ids) and the
 * app version. Nothing for an API error: the server logged its own 5xx, and a request that never
 * arrived says nothing about the code.
 */
export function clientErrorReport(
  message: string,
  context: LogContext | undefined,
  where: { pathname: string; appVersion: string },
): ClientErrorReport | null {
  const error = context?.error
  if (error instanceof ApiError) return null
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : null
  return sanitizeClientError({
    message: detail ? `${message}: ${detail}` : message,
    stack: error instanceof Error ? (error.stack ?? null) : null,
    route: where.pathname,
    appVersion: where.appVersion,
  })
}

function send(report: ClientErrorReport) {
  // keepalive: a report made as the page unloads still leaves. A failed report is dropped, since
  // reporting it would be one more report.
  void fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined)
}

/** The logger sink that sends each logged error to the server, at most REPORTS_PER_MINUTE a minute. */
export function createClientErrorReporter({
  appVersion,
  pathname = () => window.location.pathname,
  now = Date.now,
}: {
  appVersion: string
  pathname?: () => string
  now?: () => number
}): ErrorSink {
  let history: number[] = []
  return (message, context) => {
    const report = clientErrorReport(message, context, { pathname: pathname(), appVersion })
    if (!report) return
    const step = throttleError(history, now(), { limit: REPORTS_PER_MINUTE })
    history = step.history
    if (step.shouldLog) send(report)
  }
}
