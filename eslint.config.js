import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

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
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
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
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**', 'apps/server/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', fetch: 'readonly', performance: 'readonly', setTimeout: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Conventions §1: no barrel files — import the module that holds the thing.
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/index', '**/index.ts'], message: 'Import the module itself, not a barrel.' }] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  webBoundaries,
  {
    // Playwright fixtures must destructure their (possibly empty) dependencies.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // Conventions §7: configuration is read in one place.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config.ts', 'apps/server/src/main.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read configuration through config.ts.' }] },
  },
)
