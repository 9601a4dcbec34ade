// The loop that runs the dispatcher in the server process (docs/decisions/022): every tick it
// creates what fell due and sends what may go. Ticks never overlap; an error is logged and the
// next tick tries again. Several instances may each run one: the tables make that safe.
import type { DatabaseHandle } from '#server/db/client.ts'
import type { Logger } from '#server/lib/logger.ts'
import { startPeriodicTask, type PeriodicTask } from '#server/lib/periodic-task.ts'
import type { Mailer } from '#server/lib/mailer.ts'
import type { PushSender } from '#server/lib/push-sender.ts'
import { syncRecordReminders } from '#server/core/record-reminders.ts'
import { dispatchDue } from './dispatch'
import { sendPending } from './send'

/** Runs one tick now (start-up, tests), and stops the loop. */
export type ReminderScheduler = PeriodicTask

export function startReminderScheduler(deps: {
  database: DatabaseHandle
  mailer: Mailer
  push?: PushSender
  publicUrl: string
  secret: string
  log: Logger
  intervalMs: number
  firstRunAfterMs?: number
}): ReminderScheduler {
  // Records that existed before their reminders (onboarding's, older ones) get them on the first
  // tick that succeeds; idempotent, so every instance may do it (decision 023).
  let recordsSynced = false
  return startPeriodicTask({
    intervalMs: deps.intervalMs,
    firstRunAfterMs: deps.firstRunAfterMs,
    log: deps.log,
    failureMessage: 'reminder dispatch failed; the next tick tries again',
    run: async (isStopping) => {
      if (!recordsSynced) {
        const synced = await syncRecordReminders(deps.database.db)
        recordsSynced = true
        if (synced.medications + synced.pets > 0) deps.log.info(synced, 'reminders made for existing records')
      }
      const dispatched = await dispatchDue(deps.database.db)
      let sent = { sent: 0, failed: 0, cancelled: 0 }
      for (
        let batch = await sendPending({ ...deps, db: deps.database.db });
        ;
        batch = await sendPending({ ...deps, db: deps.database.db })
      ) {
        sent = { sent: sent.sent + batch.sent, failed: sent.failed + batch.failed, cancelled: sent.cancelled + batch.cancelled }
        if (batch.sent + batch.failed + batch.cancelled === 0 || isStopping()) break
      }
      if (dispatched.delivered + dispatched.missed + dispatched.snoozesEnded + sent.sent + sent.failed > 0) {
        deps.log.info({ ...dispatched, ...sent }, 'reminders dispatched')
      }
    },
  })
}
