/** Where zod keeps its settings: one object on the global scope, which every copy of zod on the page reads. */
interface ZodSettingsHolder {
  __zod_globalConfig?: { jitless?: boolean }
}

/**
 * The app's Content-Security-Policy allows no `eval` (script-src 'self'), so zod's compiled fast
 * path for objects can never run in the browser. Unless told so, zod finds out by trying
 * `new Function('')` as it builds the first object schema, and the browser raises a CSP violation
 * on every load of the app (decision 065). Called by main.tsx before any schema module runs:
 * the domain's schemas are built as their modules are evaluated, and zod reads this setting then.
 * Written to zod's global settings object rather than through `z.config()`, so that the start-up
 * file does not have to load zod.
 */
export function buildSchemasWithoutEval(scope: ZodSettingsHolder = globalThis as ZodSettingsHolder) {
  scope.__zod_globalConfig ??= {}
  scope.__zod_globalConfig.jitless = true
}
