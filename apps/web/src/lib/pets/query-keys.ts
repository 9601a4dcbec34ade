/**
 * Every pet query sits under ['pets', userId], so invalidating that prefix refreshes the list and
 * every pet's detail, photos and care team (after onboarding, an accepted invitation, a delete).
 */
export const petsQueryKey = (userId: string) => ['pets', userId] as const

export const petQueryKey = (userId: string, petId: string) => [...petsQueryKey(userId), 'detail', petId] as const

export const petImagesQueryKey = (userId: string, petId: string) => [...petQueryKey(userId, petId), 'images'] as const

export const careTeamQueryKey = (userId: string, petId: string) => [...petQueryKey(userId, petId), 'care-team'] as const
