import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { onboardingCompletionSchema, onboardingResultSchema } from '@pawpulse/domain/onboarding'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { sendInvitation } from '../household/invite-member'
import { completeOnboarding } from './service'

const complete = createRoute({
  method: 'post',
  path: '/onboarding/complete',
  tags: ['onboarding'],
  summary: 'Save everything pet onboarding collected, in one transaction',
  security: requires.session,
  request: { body: { required: true, content: { 'application/json': { schema: onboardingCompletionSchema } } } },
  responses: {
    201: { description: 'The new pet', content: { 'application/json': { schema: onboardingResultSchema } } },
    400: { description: 'Invalid input; nothing saved', content: { 'application/json': { schema: errorBodySchema } } },
    401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
  },
})

export const onboardingRoutes = createRouter().openapi(complete, async (c) => {
  // Guests may onboard too: everything moves to their account when they sign up.
  const user = await requireUser(c)
  const { database, mailer, config } = c.get('deps')
  const db = database.db
  const { petId, inviteeIds } = await completeOnboarding({ db, userId: user.id, input: c.req.valid('json') })
  // After the commit: a slow or failing mail server neither holds the transaction nor undoes it.
  for (const memberId of inviteeIds) {
    await sendInvitation({ db, mailer, log: c.get('log'), publicUrl: config.publicUrl, ownerId: user.id, memberId })
  }
  return c.json({ petId }, 201)
})
