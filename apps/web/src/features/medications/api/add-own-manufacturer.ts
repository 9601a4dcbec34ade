import { z } from 'zod'
import { apiRequest } from '#web/lib/api-client.ts'

const manufacturerSchema = z.object({ id: z.uuid(), name: z.string() })

/** `POST /api/treatments/manufacturers`: the owner's own maker (200 when already added; 409 when seeded). */
export function addOwnManufacturer(name: string) {
  return apiRequest('/api/treatments/manufacturers', { method: 'POST', body: { name }, schema: manufacturerSchema })
}
