import { createRoute } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { careTeamContactSchema, careTeamUpsertSchema, type CareTeamRole } from '@pawpulse/domain/care-team'
import { z } from 'zod'
import { createRouter } from '../../http/router'
import { requireUser } from '../../http/session'
import { deleteCareTeamContact, listCareTeam, saveCareTeamContact } from './service'
import { json } from '../../http/openapi'

/** URL-friendly names of spec §3's two roles. */
const roleBySlug: Record<string, CareTeamRole> = {
  'primary-veterinarian': 'Primary Veterinarian',
  'emergency-contact': 'Emergency Contact',
}
const params = z.object({
  petId: z.uuid({ error: 'Unknown pet id' }),
  role: z.enum(['primary-veterinarian', 'emergency-contact'], { error: 'Role is primary-veterinarian or emergency-contact' }),
})
const errors = { 400: json(errorBodySchema, 'Invalid input'), 401: json(errorBodySchema, 'No session'), 403: json(errorBodySchema, 'Read-only'), 404: json(errorBodySchema, 'No such pet') }

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/care-team',
  tags: ['care team'],
  request: { params: params.pick({ petId: true }) },
  responses: { 200: json(z.object({ contacts: z.array(careTeamContactSchema) }), 'Primary vet and emergency contact'), ...errors },
})
const put = createRoute({
  method: 'put',
  path: '/pets/{petId}/care-team/{role}',
  tags: ['care team'],
  request: { params, body: { required: true, content: { 'application/json': { schema: careTeamUpsertSchema } } } },
  responses: { 200: json(careTeamContactSchema, 'Saved'), ...errors },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/care-team/{role}',
  tags: ['care team'],
  request: { params },
  responses: { 204: { description: 'Removed' }, ...errors },
})

export const careTeamRoutes = createRouter()
  .openapi(list, async (c) => {
    const user = await requireUser(c)
    const contacts = await listCareTeam({ db: c.get('deps').database.db, userId: user.id, petId: c.req.valid('param').petId })
    return c.json({ contacts }, 200)
  })
  .openapi(put, async (c) => {
    const user = await requireUser(c)
    const { petId, role } = c.req.valid('param')
    const contact = await saveCareTeamContact({ db: c.get('deps').database.db, userId: user.id, petId, role: roleBySlug[role]!, input: c.req.valid('json') })
    return c.json(contact, 200)
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c)
    const { petId, role } = c.req.valid('param')
    await deleteCareTeamContact({ db: c.get('deps').database.db, userId: user.id, petId, role: roleBySlug[role]! })
    return c.body(null, 204)
  })
