import { OpenAPIHono } from '@hono/zod-openapi'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { AUTH_BASE_PATH, createAuth } from './auth/create-auth'
import { authRoutes } from './auth/routes'
import { createSessionLookup } from './auth/session-lookup'
import { isUploadRequest } from './core/uploads/upload-limit'
import { adminFeedbackRoutes } from './features/admin/feedback-routes'
import { adminInsightRoutes } from './features/admin/insight-routes'
import { adminRoutes } from './features/admin/routes'
import { analyticsRoutes } from './features/analytics/routes'
import { apiKeyRoutes } from './features/api-keys/routes'
import { BACKUP_SECURITY_SCHEME, backupRoutes } from './features/backup/routes'
import { breathingChartRoutes } from './features/breathing/chart-routes'
import { breathingRoutes } from './features/breathing/routes'
import { careTeamRoutes } from './features/care-team/routes'
import { clientErrorRoutes } from './features/client-errors/routes'
import { conditionMetadataRoutes } from './features/conditions/metadata-routes'
import { conditionRoutes } from './features/conditions/routes'
import { dashboardRoutes } from './features/dashboard/routes'
import { calendarRoutes } from './features/reminders/calendar-routes'
import { pushRoutes } from './features/reminders/push-routes'
import { reminderRoutes } from './features/reminders/routes'
import { feedbackRoutes } from './features/feedback/routes'
import { adminMarketplaceRoutes } from './features/marketplace/admin-routes'
import { marketplaceFileRoutes } from './features/marketplace/file-routes'
import { marketplaceRoutes } from './features/marketplace/routes'
import { statusRoutes } from './features/status/routes'
import { invitationRoutes } from './features/household/invitation-routes'
import { householdRoutes } from './features/household/routes'
import { doseRoutes } from './features/medications/dose-routes'
import { medicationRoutes } from './features/medications/routes'
import { aiOnboardingRoutes, onboardingRoutes } from './features/onboarding/routes'
import { petImageFileRoutes } from './features/pet-images/file-routes'
import { petImageRoutes } from './features/pet-images/routes'
import { petLifeRoutes } from './features/pet-life/routes'
import { petCollectionRoutes, petRoutes } from './features/pets/routes'
import { loggedPath } from '#server/lib/logger.ts'
import { accountRoutes } from './features/profile/account-routes'
import { profileRoutes } from './features/profile/routes'
import { reportRoutes } from './features/reports/routes'
import { savedReportRoutes } from './features/reports/saved-report-routes'
import { petShareRoutes, shareRoutes } from './features/reports/share-routes'
import { sharedRoutes } from './features/reports/shared-routes'
import { sessionRoutes } from './features/sessions/routes'
import { symptomRoutes } from './features/symptoms/routes'
import { treatmentReferenceRoutes } from './features/treatments/reference-routes'
import { treatmentRoutes } from './features/treatments/routes'
import { vaccinationRoutes } from './features/vaccinations/routes'
import { weightRoutes } from './features/weight/routes'
import { petDocumentRoutes, vetRecordRoutes } from './features/vet-records/routes'
import type { AppDeps, AppEnv } from './http/env'
import { mountApiDocs } from './http/api-docs'
import { COMPRESS_THRESHOLD, jsonWithLength } from './http/json-with-length'
import { handleApiNotFound, handleError } from './http/error-handler'
import { API_KEY_SCHEME } from './http/api-key-auth'
import { SESSION_SCHEME } from './http/router'
import { sameOriginWrites } from './http/same-origin'
import { mountWebApp } from './http/web-app'
import { AppError } from './lib/app-error'

/** JSON bodies; file uploads get their own, larger limit on their routes. */
const JSON_BODY_LIMIT = 1024 * 1024

/** Builds the whole app without listening, so tests call `app.request()`. */
export function createApp(deps: AppDeps) {
  const auth = createAuth({
    db: deps.database.db,
    config: deps.config,
    log: deps.log,
    mailer: deps.mailer,
    passwordHasher: deps.passwordHasher,
  })
  const sessionLookup = createSessionLookup({
    db: deps.database.db,
    secret: deps.config.authSecret,
    secureCookies: deps.config.publicUrl.startsWith('https://'),
  })
  const app = new OpenAPIHono<AppEnv>()

  app.use(requestId())
  app.use(async (c, next) => {
    const log = deps.log.child({ requestId: c.get('requestId') })
    c.set('deps', deps)
    c.set('auth', auth)
    c.set('sessionLookup', sessionLookup)
    c.json = jsonWithLength(c)
    c.set('log', log)
    c.set('user', undefined)
    const started = performance.now()
    await next()
    log.info(
      { method: c.req.method, path: loggedPath(c.req.path), status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    )
  })
  // A shared report (its page and its API): never indexed, and its address (the token) never sent
  // on as a Referer. Registered before secureHeaders so that these win over its defaults.
  const sharedReportHeaders: MiddlewareHandler = async (c, next) => {
    await next()
    c.header('X-Robots-Tag', 'noindex, nofollow')
    c.header('Referrer-Policy', 'no-referrer')
  }
  app.use('/shared-report/*', sharedReportHeaders)
  app.use('/api/shared-reports/*', sharedReportHeaders)
  app.use(compress({ threshold: COMPRESS_THRESHOLD }))
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix sets inline style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // A video the owner recorded is played from a blob: URL to count its breaths (decision 035);
        // without this the preview stays black.
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      xContentTypeOptions: 'nosniff',
      strictTransportSecurity: deps.config.publicUrl.startsWith('https://') ? 'max-age=31536000' : false,
      crossOriginEmbedderPolicy: false,
    }),
  )
  // Before any body is read, so a forged upload is refused without buffering it.
  app.use('/api/*', sameOriginWrites(deps.config.trustedOrigins))
  const jsonBodyLimit = bodyLimit({
    maxSize: JSON_BODY_LIMIT,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', 'The request is too large.')
    },
  })
  // Photo and feedback-screenshot uploads (up to 5 MB) skip this limit; their route applies its own
  // (core/uploads/upload-limit.ts), since the first body limit to run would win.
  // A GET or HEAD has no body to limit, and looking for one would make the Node adapter build a
  // whole fetch Request for every read (a tenth of a read's time, decision 033).
  const hasNoBody = (method: string) => method === 'GET' || method === 'HEAD'
  app.use('/api/*', (c, next) => (hasNoBody(c.req.method) || isUploadRequest(c.req.method, c.req.path) ? next() : jsonBodyLimit(c, next)))
  app.onError(handleError)

  app.route(AUTH_BASE_PATH, authRoutes())
  const api = app
    .route('/api', statusRoutes)
    .route('/api', profileRoutes)
    .route('/api', accountRoutes)
    .route('/api', petCollectionRoutes)
    .route('/api', sessionRoutes)
    .route('/api', apiKeyRoutes)
    .route('/api', petRoutes)
    .route('/api', petImageRoutes)
    .route('/api', petImageFileRoutes)
    .route('/api', careTeamRoutes)
    .route('/api', petLifeRoutes)
    .route('/api', onboardingRoutes)
    .route('/api', aiOnboardingRoutes)
    .route('/api', adminRoutes)
    .route('/api', adminFeedbackRoutes)
    .route('/api', adminInsightRoutes)
    .route('/api', feedbackRoutes)
    .route('/api', analyticsRoutes)
    .route('/api', clientErrorRoutes)
    .route('/api', householdRoutes)
    .route('/api', invitationRoutes)
    .route('/api', conditionRoutes)
    .route('/api', conditionMetadataRoutes)
    .route('/api', symptomRoutes)
    .route('/api', breathingRoutes)
    .route('/api', breathingChartRoutes)
    .route('/api', weightRoutes)
    .route('/api', medicationRoutes)
    .route('/api', doseRoutes)
    .route('/api', treatmentReferenceRoutes)
    .route('/api', treatmentRoutes)
    .route('/api', vaccinationRoutes)
    .route('/api', dashboardRoutes)
    .route('/api', reminderRoutes)
    .route('/api', pushRoutes)
    .route('/api', calendarRoutes)
    .route('/api', reportRoutes)
    .route('/api', petShareRoutes)
    .route('/api', savedReportRoutes)
    .route('/api', shareRoutes)
    .route('/api', sharedRoutes)
    .route('/api', marketplaceRoutes)
    .route('/api', marketplaceFileRoutes)
    .route('/api', adminMarketplaceRoutes)
    .route('/api', vetRecordRoutes)
    .route('/api', petDocumentRoutes)
    .route('/api', backupRoutes)

  // Routes say who may call them in their `security` (http/router.ts); this names the cookie.
  app.openAPIRegistry.registerComponent('securitySchemes', SESSION_SCHEME, {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie set by /api/auth (named __Secure-better-auth.session_token over HTTPS). Roles: none = any session, guests included; "account" = not a guest; "admin" = the admin role.',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', API_KEY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description:
      'A personal API key made on the profile page (`Authorization: Bearer pp_…`), accepted by the pet-scoped API only: `GET /api/pets` and everything under `/api/pets/{petId}`, for the key’s pets, reads only unless it has read and write access; 120 requests a minute per key. A request that carries one is never read as a session.',
  })
  app.openAPIRegistry.registerComponent('securitySchemes', BACKUP_SECURITY_SCHEME, {
    type: 'http',
    scheme: 'bearer',
    description: '`<unix seconds>.<hex HMAC-SHA256 of "pawpulse-backup:<seconds>" under the auth secret>`, valid for two minutes',
  })
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Pawpulse API',
      version: deps.version,
      description:
        'The API the Pawpulse web app uses, readable at /api/docs. Every operation declares the security it needs ' +
        '(`[]`: public). Signing in is Better Auth’s, under /api/auth, not listed here: ' +
        '`POST /api/auth/sign-in/email` with `{ "email": "ada@example.com", "password": "correct horse battery" }` ' +
        'sets the `session` cookie (`POST /api/auth/sign-up/email` adds `name`; `POST /api/auth/sign-in/anonymous` ' +
        'makes a guest; `POST /api/auth/sign-out` ends it). Every error answers the same body: ' +
        '`{ "error": { "code", "message", "fields"? } }`, with `fields` naming each invalid field (400). ' +
        'Writes are accepted only from the app’s own origins (Origin, else Sec-Fetch-Site). ' +
        'Devices and scripts call the pet-scoped API with a personal API key instead (the `apiKey` scheme).',
    },
    // Relative: the document is served by the API it describes, under whatever public URL it has.
    servers: [{ url: '/', description: 'This server' }],
  })
  mountApiDocs(app)
  app.all('/api/*', handleApiNotFound)
  if (deps.webDistDir) mountWebApp(app, deps.webDistDir)
  app.notFound(handleApiNotFound)
  return api
}

export type App = ReturnType<typeof createApp>
