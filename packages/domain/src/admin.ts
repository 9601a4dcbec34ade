import { z } from 'zod'
import { roles } from './profile'

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  fullName: z.string(),
  role: z.enum(roles),
  onboardingCompleted: z.boolean(),
  createdAt: z.string(),
})
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), total: z.number().int() })
export type AdminUser = z.infer<typeof adminUserSchema>
