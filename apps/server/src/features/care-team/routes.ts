import { createRoute } from '@hono/zod-openapi'
import { careTeamContactSchema, type CareTeamRole } from '@pawpulse/domain/care-team'
import { careTeamUpsertSchema } from '@pawpulse/domain/care-team-input'
import { z } from 'zod'
import { createPetRouter, petParams } from '#server/core/pet-router.ts'
import { body, json } from '#server/http/openapi.ts'
import { deleteCareTeamContact, listCareTeam, saveCareTeamContact } from './service'

/** URL-friendly names of the care team's two roles. */
const roleBySlug: Record<string, CareTeamRole> = {
  'primary-veterinarian': 'Primary Veterinarian',
  'emergency-contact': 'Emergency Contact',
}
const params = petParams.extend({
  role: z.enum(['primary-veterinarian', 'emergency-contact'], { error: 'Role is primary-veterinarian or emergency-contact' }),
})

const list = createRoute({
  method: 'get',
  path: '/pets/{petId}/care-team',
  tags: ['care team'],
  request: { params: petParams },
  responses: { 200: json(z.object({ contacts: z.array(careTeamContactSchema) }), 'Primary vet and emergency contact') },
})
const put = createRoute({
  method: 'put',
  path: '/pets/{petId}/care-team/{role}',
  tags: ['care team'],
  request: { params, body: body(careTeamUpsertSchema) },
  responses: { 200: json(careTeamContactSchema, 'Saved') },
})
const remove = createRoute({
  method: 'delete',
  path: '/pets/{petId}/care-team/{role}',
  tags: ['care team'],
  request: { params },
  responses: { 204: { description: 'Removed' } },
})

export const careTeamRoutes = createPetRouter()
  .openapi(list, async (c) => c.json({ contacts: await listCareTeam(c.get('pet')) }, 200))
  .openapi(put, async (c) => {
    const role = roleBySlug[c.req.valid('param').role]!
    return c.json(await saveCareTeamContact(c.get('pet'), { role, input: c.req.valid('json') }), 200)
  })
  .openapi(remove, async (c) => {
    await deleteCareTeamContact(c.get('pet'), roleBySlug[c.req.valid('param').role]!)
    return c.body(null, 204)
  })
