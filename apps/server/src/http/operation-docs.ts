import type { RouteConfig } from '@hono/zod-openapi'
import { errorBodySchema } from '@pawpulse/domain/api-error'
import { json } from './openapi'
import { API_KEY_SCHEME } from './api-key-auth'

/**
 * What every operation of `/api/openapi.json` says besides its own schemas, derived in one place
 * (createRouter) so that a new route is documented like the others the day it is added
 * (docs/decisions/028-api-reference.md):
 * - `operationId`: a client method name from the method and the path (`GET /pets/{petId}/weight-logs`
 *   → `listWeightLogs`), unless the route names its own;
 * - `summary`: the operationId as a sentence (`List weight logs`), unless the route writes one;
 * - `security`: `[]` (public) when the route declares none, so that no operation is silent about it;
 * - the error answers its security, its path and its request can give, with the one error body.
 */
export function documentOperation(route: RouteConfig): RouteConfig {
  const operationId = route.operationId ?? operationIdFor(route.method, route.path)
  const security = route.security ?? []
  return {
    ...route,
    operationId,
    summary: route.summary ?? sentence(operationId),
    security,
    responses: { ...errorResponses(route, security), ...route.responses },
  }
}

const error = (description: string) => json(errorBodySchema, description)

function errorResponses(route: RouteConfig, security: NonNullable<RouteConfig['security']>) {
  const roles = security.flatMap((requirement) => Object.values(requirement).flat())
  const request = route.request
  const validates = Boolean(request && (request.body || request.query || request.params || request.headers || request.cookies))
  return {
    ...(validates ? { 400: error('Invalid path, query or body: `error.fields` names each field and what is wrong') } : {}),
    ...(security.length > 0 ? { 401: error(unauthenticatedText(security, roles)) } : {}),
    ...(roles.includes('admin') ? { 403: error('Not an admin') } : {}),
    ...(/\{\w+\}/.test(route.path) ? { 404: error('No such record for this caller (a malformed id included)') } : {}),
  }
}

function unauthenticatedText(security: NonNullable<RouteConfig['security']>, roles: string[]): string {
  const session = roles.includes('account') ? 'No session, or a guest session where an account is needed' : 'No session'
  return security.some((requirement) => API_KEY_SCHEME in requirement) ? `${session}; or an invalid, expired or revoked API key` : session
}

/**
 * Method + path → a client method name: the path's nouns (its fixed segments, without `pets/{petId}`
 * in front of a pet's records) in camel case, singular for one record, after a verb for the method:
 * list (GET of a collection), get, create, update (PATCH), set (PUT), delete. A fixed segment after
 * an id is an action on that record (`POST /conditions/{conditionId}/resolve` → `resolveCondition`).
 * Names that read badly this way are given in `overrides`.
 */
export function operationIdFor(method: string, path: string): string {
  // Routers are mounted under /api; their own paths start after it.
  const override = overrides[`${method.toUpperCase()} /api${path.replace(/^\/api(?=\/)/, '')}`]
  if (override) return override
  const segments = path
    .replace(/^\/api/, '')
    .split('/')
    .filter(Boolean)
  const isParam = (s: string) => s.startsWith('{')
  // `pets/{petId}/…`: the records of one pet are named for themselves.
  const words = segments[0] === 'pets' && segments.length > 2 ? segments.slice(2) : segments
  const last = words.at(-1) ?? ''
  const endsWithId = isParam(last)
  // A fixed word (not a plural noun) after an id is an action on that record.
  const before = words.at(-2) ?? ''
  if (method.toLowerCase() === 'post' && !endsWithId && isParam(before) && !last.endsWith('s'))
    return camel(
      [
        last,
        ...words
          .slice(0, -1)
          .filter((s) => !isParam(s))
          .map(singular),
      ].join('-'),
    )
  const nouns = words.filter((s) => !isParam(s))
  const verb = (() => {
    switch (method.toLowerCase()) {
      case 'get':
        return endsWithId || !last.endsWith('s') ? 'get' : 'list'
      case 'post':
        return 'create'
      case 'patch':
        return 'update'
      case 'put':
        return 'set'
      default:
        return 'delete'
    }
  })()
  const named = nouns.map((noun, index) => (index < nouns.length - 1 || verb !== 'list' ? singular(noun) : noun))
  return camel([verb, ...named].join('-'))
}

const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '')
const camel = (text: string) => text.replace(/[-.]+(\w)/g, (_, c: string) => c.toUpperCase())

/** `listWeightLogs` → `List weight logs`. */
export function sentence(operationId: string): string {
  const words = operationId.replace(/([A-Z])/g, ' $1').toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Where the rule reads badly: an action after an id, a singleton resource, a file. */
const overrides: Record<string, string> = {
  'GET /api/me': 'getProfile',
  'PATCH /api/me': 'updateProfile',
  'DELETE /api/me': 'deleteAccount',
  'GET /api/me/export': 'exportMyData',
  'GET /api/me/sessions': 'listSessions',
  'DELETE /api/me/sessions/{sessionId}': 'revokeSession',
  'POST /api/me/sessions/revoke-others': 'revokeOtherSessions',
  'GET /api/me/api-keys': 'listApiKeys',
  'POST /api/me/api-keys': 'createApiKey',
  'DELETE /api/me/api-keys/{keyId}': 'revokeApiKey',
  'POST /api/pets/{petId}/images': 'uploadPetImage',
  'GET /api/pets/{petId}/images': 'listPetImages',
  'DELETE /api/pets/{petId}/images/{imageId}': 'deletePetImage',
  'PUT /api/pets/{petId}/profile-image': 'setPetProfileImage',
  'GET /api/files/pet-images/{imageId}/{variant}': 'getPetImageFile',
  'PUT /api/pets/{petId}/care-team/{role}': 'setCareTeamMember',
  'DELETE /api/pets/{petId}/care-team/{role}': 'deleteCareTeamMember',
  'GET /api/pets/{petId}/fun-facts': 'getFunFacts',
  'PUT /api/pets/{petId}/fun-facts': 'setFunFacts',
  'POST /api/onboarding/complete': 'completeOnboarding',
  'POST /api/onboarding/ai/complete': 'completeAiOnboarding',
  'GET /api/admin/feedback': 'listAdminFeedback',
  'GET /api/pets/{petId}/condition-metadata/{conditionId}': 'getConditionMetadata',
  'POST /api/feedback': 'sendFeedback',
  'POST /api/analytics/page-views': 'recordPageView',
  'POST /api/client-errors': 'reportClientError',
  'POST /api/household/members': 'inviteHouseholdMember',
  'GET /api/pets/{petId}/condition-metadata': 'listConditionMetadata',
  'GET /api/pets/{petId}/breathing-settings': 'getBreathingSettings',
  'PUT /api/pets/{petId}/breathing-settings': 'setBreathingSettings',
  'GET /api/notification-preferences': 'getNotificationPreferences',
  'PUT /api/notification-preferences': 'setNotificationPreferences',
  'POST /api/notifications/{notificationId}/read': 'markNotificationRead',
  'POST /api/notifications/read-all': 'markAllNotificationsRead',
  'POST /api/reminder-occurrences/{occurrenceId}/actions': 'actOnReminderOccurrence',
  'POST /api/email-actions/{doneToken}/done': 'markDoneByEmail',
  'POST /api/email-actions/{unsubscribeToken}/unsubscribe': 'unsubscribeByEmail',
  'GET /api/email-actions/{unsubscribeToken}/unsubscribe': 'getEmailUnsubscribe',
  'POST /api/push/subscriptions': 'subscribeToPush',
  'DELETE /api/push/subscriptions': 'unsubscribeFromPush',
  'GET /api/calendar/{feedFile}': 'getCalendarFeedFile',
  'GET /api/shared-reports/{shareToken}/{file}': 'getSharedReportFile',
  'GET /api/marketplace': 'listMarketplace',
  'GET /api/files/marketplace/{entryId}/{variant}': 'getMarketplaceImageFile',
  'GET /api/admin/marketplace': 'listAdminMarketplaceEntries',
  'POST /api/admin/marketplace': 'createAdminMarketplaceEntry',
  'PATCH /api/admin/marketplace/{entryId}': 'updateAdminMarketplaceEntry',
  'PUT /api/admin/marketplace/{entryId}/image': 'setAdminMarketplaceEntryImage',
  'DELETE /api/admin/marketplace/{entryId}/image': 'deleteAdminMarketplaceEntryImage',
  'POST /api/vet-records': 'uploadVetRecord',
  'GET /api/pets/{petId}/documents': 'listPetDocuments',
  'POST /api/system/backup': 'createBackup',
}
