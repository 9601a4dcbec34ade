import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import {
  notificationPreferencesSchema,
  notificationsOverviewSchema,
  occurrenceActionSchema,
  occurrenceSchema,
  reminderInputSchema,
  reminderPatchSchema,
  reminderSchema,
} from '@pawpulse/domain/reminder-api'
import { textSchema } from '@pawpulse/domain/text'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#server/http/env.ts'
import { body, json } from '#server/http/openapi.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { AppError } from '#server/lib/app-error.ts'
import { markDoneByToken, occurrenceByToken, unsubscribeByToken, unsubscribeCategoryByToken } from './email-actions'
import { actOnOccurrence, assertOwnOccurrence, markRead, notificationsOverview, unreadCount, waitingOccurrences } from './occurrences'
import { readPreferences, savePreferences } from './preferences'
import { createReminder, deleteReminder, listReminders, ownReminder, updateReminder } from './service'

const tags = ['reminders']
/** The e-mail's links: the signed token is the credential, so no session is asked for. */
const linkTags = ['email actions']
const security = requires.session
const errors = {
  400: json(errorBodySchema, 'Invalid body'),
  401: json(errorBodySchema, 'No session'),
  404: json(errorBodySchema, 'No such reminder, notification or pet for this user'),
}
const reminderParams = z.object({ reminderId: z.uuid({ error: 'Unknown reminder id' }) })
const notificationParams = z.object({ notificationId: z.uuid({ error: 'Unknown notification id' }) })
const occurrenceParams = z.object({ occurrenceId: z.uuid({ error: 'Unknown reminder occurrence id' }) })
const doneTokenParams = z.object({ doneToken: textSchema().max(300, 'Unknown link') })
const unsubscribeTokenParams = z.object({ unsubscribeToken: textSchema().max(300, 'Unknown link') })

/**
 * Someone else's reminder or occurrence (or a malformed id) is not found before the body is read,
 * as on the pet routes: a caller learns nothing about a record from its validation errors.
 */
const ownFirst =
  (
    param: string,
    check: (db: Parameters<typeof ownReminder>[0], userId: string, id: string) => Promise<unknown>,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const user = await requireUser(c)
    const id = c.req.param(param) ?? ''
    if (!z.uuid().safeParse(id).success) throw AppError.notFound('Reminder not found')
    await check(c.get('deps').database.db, user.id, id)
    await next()
  }
const ownReminderFirst = ownFirst('reminderId', ownReminder)
const ownOccurrenceFirst = ownFirst('occurrenceId', assertOwnOccurrence)

const list = createRoute({
  method: 'get',
  path: '/reminders',
  tags,
  security,
  summary: 'The user’s reminders, newest first',
  responses: {
    200: json(z.object({ reminders: z.array(reminderSchema) }), 'Reminders', {
      reminders: [
        {
          id: '5c2d8e1a-7b3f-4e6d-a9c0-1f2e3d4c5b6a',
          petId: '0b7e2f64-1c4d-4a8e-9f3b-5d6a7c8e9f10',
          petName: 'Pepper',
          category: 'medication',
          title: 'Pimobendan',
          notes: null,
          startDate: '2026-11-25',
          times: ['08:00', '20:00'],
          repeat: 'daily',
          daysOfWeek: [],
          interval: 1,
          timesPerWeek: null,
          end: { kind: 'never' },
          notificationMethods: ['email'],
          paused: false,
          nextDueAt: '2026-11-26T07:00:00.000Z',
          source: null,
          createdAt: '2026-11-25T10:00:00.000Z',
        },
      ],
    }),
    ...errors,
  },
})
const create = createRoute({
  method: 'post',
  path: '/reminders',
  tags,
  security,
  summary: 'Create a reminder (a pet’s needs the right to change the pet)',
  request: {
    body: body(reminderInputSchema, {
      petId: '0b7e2f64-1c4d-4a8e-9f3b-5d6a7c8e9f10',
      category: 'medication',
      title: 'Pimobendan',
      startDate: '2026-11-25',
      times: ['08:00', '20:00'],
      repeat: 'daily',
    }),
  },
  responses: { 201: json(reminderSchema, 'Created'), ...errors, 403: json(errorBodySchema, 'The user may only view this pet') },
})
const update = createRoute({
  method: 'patch',
  path: '/reminders/{reminderId}',
  tags,
  security,
  summary: 'Edit, pause or resume a reminder',
  middleware: [ownReminderFirst] as const,
  request: { params: reminderParams, body: body(reminderPatchSchema) },
  responses: { 200: json(reminderSchema, 'Updated'), ...errors, 403: json(errorBodySchema, 'The user may only view this pet') },
})
const remove = createRoute({
  method: 'delete',
  path: '/reminders/{reminderId}',
  tags,
  security,
  summary: 'Delete a reminder and its history',
  request: { params: reminderParams },
  responses: { 204: { description: 'Deleted' }, ...errors },
})
const overview = createRoute({
  method: 'get',
  path: '/notifications',
  tags,
  security,
  summary: 'The inbox (newest first), overdue occurrences and the coming week',
  responses: { 200: json(notificationsOverviewSchema, 'Inbox'), ...errors },
})
const unread = createRoute({
  method: 'get',
  path: '/notifications/unread-count',
  tags,
  security,
  summary: 'How many inbox entries are unread (the badge)',
  responses: { 200: json(z.object({ unread: z.number().int() }), 'Unread count'), ...errors },
})
const readOne = createRoute({
  method: 'post',
  path: '/notifications/{notificationId}/read',
  tags,
  security,
  summary: 'Mark one inbox entry read',
  request: { params: notificationParams },
  responses: { 204: { description: 'Read' }, ...errors },
})
const readAll = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  tags,
  security,
  summary: 'Mark every inbox entry read',
  responses: { 204: { description: 'Read' }, ...errors },
})
const listOccurrences = createRoute({
  method: 'get',
  path: '/reminder-occurrences',
  tags,
  security,
  summary: 'Occurrences waiting for the owner (due or missed, not done or skipped), oldest first',
  responses: { 200: json(z.object({ occurrences: z.array(occurrenceSchema) }), 'Waiting occurrences'), ...errors },
})
const act = createRoute({
  method: 'post',
  path: '/reminder-occurrences/{occurrenceId}/actions',
  tags,
  security,
  summary: 'Mark an occurrence done, skip it, or snooze it (15 minutes, 1 hour, tomorrow 09:00)',
  middleware: [ownOccurrenceFirst] as const,
  request: { params: occurrenceParams, body: body(occurrenceActionSchema) },
  responses: {
    200: json(occurrenceSchema, 'Updated; or unchanged when the same action was already applied (done twice, the same snooze)'),
    ...errors,
    409: json(errorBodySchema, 'Already handled the other way (done, then skip), or snoozed after being done or skipped'),
  },
})
const getPreferences = createRoute({
  method: 'get',
  path: '/notification-preferences',
  tags,
  security,
  summary: 'Default channels of new reminders, quiet hours and unsubscribed categories',
  responses: { 200: json(notificationPreferencesSchema, 'Preferences'), ...errors },
})
const putPreferences = createRoute({
  method: 'put',
  path: '/notification-preferences',
  tags,
  security,
  summary: 'Save the notification preferences',
  request: { body: body(notificationPreferencesSchema) },
  responses: { 200: json(notificationPreferencesSchema, 'Saved'), ...errors },
})
const linkErrors = { 404: json(errorBodySchema, 'A link this server did not make, or its reminder is gone') }
const emailAction = createRoute({
  method: 'get',
  path: '/email-actions/{doneToken}',
  tags: linkTags,
  summary: 'What a reminder e-mail’s "Mark done" link is about (no session needed)',
  request: { params: doneTokenParams },
  responses: { 200: json(occurrenceSchema, 'The occurrence'), ...linkErrors },
})
const emailDone = createRoute({
  method: 'post',
  path: '/email-actions/{doneToken}/done',
  tags: linkTags,
  summary: 'Mark done from the e-mail, once (no session needed)',
  request: { params: doneTokenParams },
  responses: { 200: json(occurrenceSchema, 'Done'), ...linkErrors, 409: json(errorBodySchema, 'Already done or skipped') },
})
const emailUnsubscribe = createRoute({
  method: 'post',
  path: '/email-actions/{unsubscribeToken}/unsubscribe',
  tags: linkTags,
  summary: 'One-click unsubscribe from one category’s reminder e-mails (RFC 8058; no session needed)',
  request: { params: unsubscribeTokenParams },
  responses: { 200: json(z.object({ category: z.string() }), 'Unsubscribed'), ...linkErrors },
})

const emailUnsubscribePage = createRoute({
  method: 'get',
  path: '/email-actions/{unsubscribeToken}/unsubscribe',
  tags: linkTags,
  summary:
    'What an unsubscribe link would stop, changing nothing (no session needed); a browser opening it is sent to the page that asks (303)',
  request: { params: unsubscribeTokenParams },
  responses: {
    200: json(z.object({ category: z.string() }), 'The category whose e-mails the link stops'),
    303: { description: 'A browser: to the page at /reminders/unsubscribe/{token}' },
    ...linkErrors,
  },
})

export const reminderRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    return c.json({ reminders: await listReminders(c.get('deps').database.db, user.id) }, 200)
  })
  .openapi(create, async (c) => {
    const user = await requireUser(c)
    return c.json(await createReminder(c.get('deps').database.db, user.id, c.req.valid('json')), 201)
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c)
    return c.json(await updateReminder(c.get('deps').database.db, user.id, c.req.valid('param').reminderId, c.req.valid('json')), 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    await deleteReminder(c.get('deps').database.db, user.id, c.req.valid('param').reminderId)
    return c.body(null, 204)
  })
  .openapi(overview, async (c) => {
    const user = await requireUser(c)
    return c.json(await notificationsOverview(c.get('deps').database.db, user.id), 200)
  })
  .openapi(unread, async (c) => {
    const user = await requireUser(c)
    return c.json({ unread: await unreadCount(c.get('deps').database.db, user.id) }, 200)
  })
  .openapi(readOne, async (c) => {
    const user = await requireUser(c)
    await markRead(c.get('deps').database.db, user.id, c.req.valid('param').notificationId)
    return c.body(null, 204)
  })
  .openapi(readAll, async (c) => {
    const user = await requireUser(c)
    await markRead(c.get('deps').database.db, user.id, 'all')
    return c.body(null, 204)
  })
  .openapi(listOccurrences, async (c) => {
    const user = await requireUser(c)
    return c.json({ occurrences: await waitingOccurrences(c.get('deps').database.db, user.id) }, 200)
  })
  .openapi(act, async (c) => {
    const user = await requireUser(c)
    const occurrence = await actOnOccurrence(c.get('deps').database.db, {
      userId: user.id,
      occurrenceId: c.req.valid('param').occurrenceId,
      action: c.req.valid('json'),
    })
    return c.json(occurrence, 200)
  })
  .openapi(getPreferences, async (c) => {
    const user = await requireUser(c)
    return c.json(await readPreferences(c.get('deps').database.db, user.id), 200)
  })
  .openapi(putPreferences, async (c) => {
    const user = await requireUser(c)
    return c.json(await savePreferences(c.get('deps').database.db, user.id, c.req.valid('json')), 200)
  })
  .openapi(emailAction, async (c) => {
    const { database, config } = c.get('deps')
    return c.json(await occurrenceByToken(database.db, config.authSecret, c.req.valid('param').doneToken), 200)
  })
  .openapi(emailDone, async (c) => {
    const { database, config } = c.get('deps')
    return c.json(await markDoneByToken(database.db, config.authSecret, c.req.valid('param').doneToken), 200)
  })
  .openapi(emailUnsubscribePage, async (c) => {
    const token = c.req.valid('param').unsubscribeToken
    // Links in e-mails sent before the page existed pointed here: a browser gets the page, not JSON.
    if (c.req.header('sec-fetch-mode') === 'navigate' || (c.req.header('accept') ?? '').includes('text/html'))
      return c.redirect(`/reminders/unsubscribe/${encodeURIComponent(token)}`, 303)
    const { database, config } = c.get('deps')
    return c.json(await unsubscribeCategoryByToken(database.db, config.authSecret, token), 200)
  })
  .openapi(emailUnsubscribe, async (c) => {
    const { database, config } = c.get('deps')
    return c.json(await unsubscribeByToken(database.db, config.authSecret, c.req.valid('param').unsubscribeToken), 200)
  })
