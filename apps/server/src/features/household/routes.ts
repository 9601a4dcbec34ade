import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { householdMemberInputSchema, householdMemberSchema, householdMemberUpdateSchema } from '@pawpulse/domain/household'
import type { Context, MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '#server/http/env.ts'
import { createRouter, requires } from '#server/http/router.ts'
import { requireAccount } from '#server/http/session.ts'
import type { MailContext } from './deliver-invitation'
import { inviteMember, sendInvitation } from './invite-member'
import { listMembers, removeMember, updateMember } from './members-service'
import { findOwnedMember } from './members-query'
import { AppError } from '#server/lib/app-error.ts'

const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBodySchema } } })
const member = (description: string) => ({ description, content: { 'application/json': { schema: householdMemberSchema } } })
const body = <T extends z.ZodType>(schema: T) => ({ body: { required: true, content: { 'application/json': { schema } } } })
const params = z.object({ id: z.uuid({ error: 'Unknown member' }) })

/**
 * Someone else's member (or a malformed id) is not found before the body is read, as on the pet
 * routes: a caller learns nothing about a record they may not change from its validation errors.
 */
const ownMemberFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = await requireAccount(c)
  const memberId = c.req.param('id') ?? ''
  if (!z.uuid().safeParse(memberId).success) throw AppError.notFound('Member not found')
  await findOwnedMember({ db: c.get('deps').database.db, ownerId: user.id, memberId })
  await next()
}
const common = { 401: error('No account (guests included)'), 404: error('No such member of yours') }

const getMembers = createRoute({
  method: 'get',
  path: '/household/members',
  tags: ['household'],
  summary: "The owner's household members with the pets they share, newest first",
  security: requires.account,
  responses: {
    200: { description: 'Members', content: { 'application/json': { schema: z.object({ members: z.array(householdMemberSchema) }) } } },
    401: common[401],
  },
})

const postMember = createRoute({
  method: 'post',
  path: '/household/members',
  tags: ['household'],
  summary: 'Invite a co-parent by e-mail to share some of the owner’s pets',
  security: requires.account,
  request: body(householdMemberInputSchema),
  responses: {
    201: member('The member; inviteSent is false if the e-mail could not be sent'),
    400: error('Invalid fields, or the owner’s own e-mail'),
    404: error('A pet that is not the owner’s'),
    409: error('Already invited'),
    401: common[401],
  },
})

const resendMember = createRoute({
  method: 'post',
  path: '/household/members/{id}/resend',
  tags: ['household'],
  summary: 'Send a new invitation link (the previous one stops working)',
  security: requires.account,
  request: { params },
  responses: { 200: member('The member'), 409: error('Not a pending invitation'), ...common },
})

const patchMember = createRoute({
  method: 'patch',
  path: '/household/members/{id}',
  tags: ['household'],
  summary: 'Change the shared pets, the access level, or revoke / restore access; an empty body changes nothing',
  security: requires.account,
  middleware: [ownMemberFirst] as const,
  request: { params, ...body(householdMemberUpdateSchema) },
  responses: { 200: member('The member'), 400: error('Invalid fields'), ...common },
})

const deleteMember = createRoute({
  method: 'delete',
  path: '/household/members/{id}',
  tags: ['household'],
  summary: 'Remove the member; their access ends at once',
  security: requires.account,
  request: { params },
  responses: { 204: { description: 'Removed' }, ...common },
})

function mailContext(c: Context<AppEnv>): MailContext {
  const deps = c.get('deps')
  return {
    db: deps.database.db,
    mailer: deps.mailer,
    log: c.get('log'),
    publicUrl: deps.config.publicUrl,
    limits: deps.config.invitationLimits,
  }
}

export const householdRoutes = createRouter()
  .openapi(getMembers, async (c) => {
    const user = await requireAccount(c)
    return c.json({ members: await listMembers({ db: c.get('deps').database.db, ownerId: user.id }) }, 200)
  })
  .openapi(postMember, async (c) => {
    const owner = await requireAccount(c)
    return c.json(await inviteMember({ ...mailContext(c), owner, input: c.req.valid('json') }), 201)
  })
  .openapi(resendMember, async (c) => {
    const user = await requireAccount(c)
    return c.json(await sendInvitation({ ...mailContext(c), ownerId: user.id, memberId: c.req.valid('param').id }), 200)
  })
  .openapi(patchMember, async (c) => {
    const user = await requireAccount(c)
    const input = c.req.valid('json')
    const memberId = c.req.valid('param').id
    return c.json(await updateMember({ db: c.get('deps').database.db, ownerId: user.id, memberId, input }), 200)
  })
  .openapi(deleteMember, async (c) => {
    const user = await requireAccount(c)
    await removeMember({ db: c.get('deps').database.db, ownerId: user.id, memberId: c.req.valid('param').id })
    return c.body(null, 204)
  })
