import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { aiOnboardingCompletionSchema, aiOnboardingResultSchema } from '@pawpulse/domain/ai-onboarding-api'
import { onboardingCompletionSchema, onboardingResultSchema } from '@pawpulse/domain/onboarding'
import type { Context } from 'hono'
import type { AppEnv } from '#server/http/env.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireUser } from '#server/http/session.ts'
import { sendInvitationAfterOnboarding } from '../household/invite-member'
import { completeAiOnboarding } from './ai-service'
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
  const { petId, inviteeIds } = await completeOnboarding({ db: c.get('deps').database.db, userId: user.id, input: c.req.valid('json') })
  await sendInvitations(c, user.id, inviteeIds)
  return c.json({ petId }, 201)
})

const completeAi = createRoute({
  method: 'post',
  path: '/onboarding/ai/complete',
  tags: ['onboarding'],
  summary: 'Save what the owner reviewed in the AI wizard (pets, their records, the vet, co-parents), in one transaction',
  security: requires.session,
  request: { body: { required: true, content: { 'application/json': { schema: aiOnboardingCompletionSchema } } } },
  responses: {
    201: { description: 'The new pets, in the order sent', content: { 'application/json': { schema: aiOnboardingResultSchema } } },
    400: { description: 'Invalid input; nothing saved', content: { 'application/json': { schema: errorBodySchema } } },
    401: { description: 'No session', content: { 'application/json': { schema: errorBodySchema } } },
    404: {
      description: 'A vet record that is not the user’s (or already kept with a pet); nothing saved',
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
})

export const aiOnboardingRoutes = createRouter().openapi(completeAi, async (c) => {
  // Guests too, as in pet onboarding: everything moves to their account when they sign up.
  const user = await requireUser(c)
  const { petIds, inviteeIds } = await completeAiOnboarding({ db: c.get('deps').database.db, userId: user.id, input: c.req.valid('json') })
  await sendInvitations(c, user.id, inviteeIds)
  return c.json({ petIds }, 201)
})

/**
 * The invitations an onboarding made, sent after its commit: a slow or failing mail server neither
 * holds the transaction nor undoes it, and one over the invitation limits stays unsent for a resend.
 */
async function sendInvitations(c: Context<AppEnv>, ownerId: string, memberIds: string[]) {
  const { database, mailer, config } = c.get('deps')
  for (const memberId of memberIds) {
    await sendInvitationAfterOnboarding({
      db: database.db,
      mailer,
      log: c.get('log'),
      publicUrl: config.publicUrl,
      limits: config.invitationLimits,
      ownerId,
      memberId,
    })
  }
}
