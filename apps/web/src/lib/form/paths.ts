/** Values a form field holds whole: a path stops at them. */
type Leaf = string | number | boolean | bigint | symbol | null | undefined | Date | Blob

/** The dotted names of every field of `T` ('notes', 'schedule.frequency', 'symptoms.cibdai.pain'). */
export type Path<T> = T extends Leaf
  ? never
  : T extends readonly (infer Item)[]
    ? `${number}` | `${number}.${Path<Item>}`
    : unknown extends T
      ? string
      : { [K in keyof T & string]: NonNullable<T[K]> extends Leaf ? K : K | `${K}.${Path<NonNullable<T[K]>>}` }[keyof T & string]

/** The value of `T` at `P`. */
export type PathValue<T, P extends string> = P extends `${infer Head}.${infer Rest}`
  ? Head extends keyof T
    ? PathValue<NonNullable<T[Head]>, Rest>
    : T extends readonly (infer Item)[]
      ? PathValue<Item, Rest>
      : unknown
  : P extends keyof T
    ? T[P]
    : T extends readonly (infer Item)[]
      ? Item
      : unknown

/** The paths of `T` whose value is a `V` (a list of ids, say). */
export type PathOfValue<T, V> = { [P in Path<T>]: PathValue<T, P> extends V ? P : never }[Path<T>]

/** The value at a dotted path, undefined where the path runs out. */
export function getPath(source: unknown, path: string): unknown {
  let current = source
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined
    current = (current as Record<string, unknown>)[key]
  }
  return current
}

/**
 * A copy of `source` with `value` at `path`: the objects along the path are copied, nothing else,
 * so a watcher holding the old object sees it unchanged. Missing steps become objects, or arrays
 * where the next key is an index.
 */
export function setPath<T>(source: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.') as [string, ...string[]]
  const copy: unknown =
    source !== null && typeof source === 'object' ? (Array.isArray(source) ? [...source] : { ...source }) : /^\d+$/.test(key) ? [] : {}
  const container = copy as Record<string, unknown>
  container[key] = rest.length === 0 ? value : setPath(container[key], rest.join('.'), value)
  return container as T
}

/** Whether a change at `changed` can alter the value at `watched` (one is the other or holds it). */
export function pathsMeet(changed: string, watched: string): boolean {
  return changed === watched || changed.startsWith(`${watched}.`) || watched.startsWith(`${changed}.`)
}
