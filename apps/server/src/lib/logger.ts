import { pino, type Logger } from 'pino'

export type { Logger }

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'pawpulse' },
    // Never log credentials or session tokens, wherever they appear.
    redact: ['req.headers.cookie', 'req.headers.authorization', '*.password', '*.token'],
  })
}
