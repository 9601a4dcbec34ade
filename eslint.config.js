import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

/** Resolves the workspaces' `#server/…` and `#web/…` imports for the boundary rules (the node resolver does the rest). */
const subpathResolver = new URL('./scripts/eslint/subpath-imports-resolver.cjs', import.meta.url).pathname

/**
 * Server boundaries (docs/decisions/011-one-router-per-kind-of-access.md): every file of
 * apps/server/src belongs to one layer, and imports only point down the layers. A feature builds on
 * core, http, lib and db and never imports another feature, except for the two composites below.
 */
const serverLayer = (...types) => ({ to: { element: { types: { anyOf: types } } } })
const serverBoundaries = {
  files: ['apps/server/src/**/*.ts'],
  plugins: { boundaries },
  settings: {
    'boundaries/elements': [
      { type: 'server-auth', pattern: 'apps/server/src/auth' },
      { type: 'server-feature', pattern: 'apps/server/src/features/*', capture: ['feature'] },
      { type: 'server-core', pattern: 'apps/server/src/core' },
      { type: 'server-http', pattern: 'apps/server/src/http' },
      { type: 'server-lib', pattern: 'apps/server/src/lib' },
      { type: 'server-db', pattern: 'apps/server/src/db' },
      { type: 'server-cli', pattern: 'apps/server/src/cli' },
    ],
    // What is left at the top: main.ts, server.ts and app.ts (the wiring), config.ts, version.ts and paths.ts (read by all).
    'boundaries/files': [
      { category: 'server-entry', pattern: 'apps/server/src/{main,server,app}.ts' },
      // `npm run lint:openapi` builds the whole app (in memory, as the tests do) to write its document.
      { category: 'server-entry', pattern: 'apps/server/src/cli/openapi.ts' },
      { category: 'server-settings', pattern: 'apps/server/src/{config,version,paths}.ts' },
    ],
    'import/resolver': { [subpathResolver]: { extensions: ['.ts'] } },
  },
  rules: {
    // A new top-level folder must be given its layer here first.
    'boundaries/no-unknown-files': 'error',
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        checkUnknownLocals: true,
        message:
          'A {{from.element.type}} file may not import {{dependency.source}}: see the server layers in docs/decisions/011-one-router-per-kind-of-access.md',
        policies: [
          { from: { file: { categories: 'server-entry' } }, allow: { to: { module: { origin: 'local' } } } },
          { allow: { to: { file: { categories: 'server-settings' } } } },
          // Better Auth's setup, with the guest-data move it triggers.
          { from: { element: { type: 'server-auth' } }, allow: serverLayer('server-http', 'server-lib', 'server-db') },
          { from: { element: { type: 'server-feature' } }, allow: serverLayer('server-core', 'server-http', 'server-lib', 'server-db') },
          // A feature's own files...
          {
            from: { element: { type: 'server-feature' } },
            allow: { to: { element: { type: 'server-feature', captured: { feature: '{{from.element.captured.feature}}' } } } },
          },
          // ...and, for the two composites only, other features' services (never their routes):
          // the dashboard combines nine areas' reads in one request, onboarding writes pet, care
          // team and household in one transaction (decision 007), the report reads every area's rows once
          // for its sections (decision 016).
          {
            from: { element: { type: 'server-feature', captured: { feature: ['dashboard', 'onboarding', 'reports'] } } },
            allow: { to: { element: { type: 'server-feature', fileInternalPath: '!**/*routes.ts' } } },
          },
          { from: { element: { type: 'server-core' } }, allow: serverLayer('server-http', 'server-lib', 'server-db') },
          // http/env.ts names the Better Auth instance type the request context carries.
          { from: { element: { type: 'server-http' } }, allow: serverLayer('server-auth', 'server-lib', 'server-db') },
          // lib/rate-limit.ts counts in the database.
          { from: { element: { type: 'server-lib' } }, allow: serverLayer('server-db') },
          // The commands (npm run backup / restore) are entry points like main.ts, without a server:
          // a feature's services (never its routes), lib and db, and their own helpers.
          { from: { element: { type: 'server-cli' } }, allow: serverLayer('server-cli', 'server-lib', 'server-db') },
          {
            from: { element: { type: 'server-cli' } },
            allow: { to: { element: { type: 'server-feature', fileInternalPath: '!**/*routes.ts' } } },
          },
        ],
      },
    ],
  },
}

/**
 * Web boundaries (bulletproof-react's layering): a feature never imports another feature,
 * `components/` and `lib/` never import a feature or `app/`, features never import `app/`;
 * `app/` composes them. Tests may reach the whole app through `src/test/`.
 */
const webSrc = 'apps/web/src'
const webBoundaries = {
  files: [`${webSrc}/**/*.{ts,tsx}`],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    // Relative imports without an extension, as TypeScript writes them.
    'import/resolver': { [subpathResolver]: { extensions: ['.ts', '.tsx', '.js'] } },
    'boundaries/elements': [
      { type: 'app', pattern: `${webSrc}/app` },
      { type: 'feature', pattern: `${webSrc}/features/*`, capture: ['feature'] },
      { type: 'shared', pattern: [`${webSrc}/components`, `${webSrc}/lib`] },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'allow',
        policies: [
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'app' } } },
            message: 'Features do not import app/: app/ composes features, not the other way round.',
          },
          {
            from: { element: { type: 'feature' } },
            disallow: { to: { element: { type: 'feature', captured: { feature: '!{{ from.element.captured.feature }}' } } } },
            message: 'Features do not import each other: move the shared piece to components/ or lib/, or compose both in app/.',
          },
          {
            from: { element: { type: 'shared' } },
            disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
            message: 'components/ and lib/ are shared by every feature: they import no feature and nothing from app/.',
          },
        ],
      },
    ],
  },
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A }` compiles to `import 'module'` under verbatimModuleSyntax: the module's code
      // is loaded and run for a type. `import type { A }` is erased (decision 065).
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // No barrel files: they defeat tree-shaking and hide where a thing lives (docs/ARCHITECTURE.md, feature folders).
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/index', '**/index.ts'], message: 'Import the module itself, not a barrel.' }] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webBoundaries,
  {
    // The ESLint resolver is loaded with require(), so it is CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { require: 'readonly', exports: 'writable', __dirname: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The service worker is plain JavaScript served as it is; `self` is its global scope.
    files: ['apps/web/public/sw.js'],
    languageOptions: {
      globals: {
        self: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        caches: 'readonly',
        Request: 'readonly',
        Response: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  serverBoundaries,
  {
    // Configuration is read in one place, config.ts, which reports every bad variable at once.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/main.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts.' }],
    },
  },
)
