/**
 * The route a pathname shows, among `paths` (routes.tsx's, without the leading slash), matched as
 * React Router matches them: case-insensitive, a trailing slash ignored, `:name` one segment, a
 * fixed segment before a parameter, `*` when nothing else does. Undefined for `/`, which the
 * landing entry serves. main.tsx uses it before the router has loaded (decision 065).
 */
export function matchPagePath<P extends string>(pathname: string, paths: readonly P[]): P | undefined {
  const segments = segmentsOf(pathname)
  if (segments.length === 0) return undefined
  let best: { path: P; fixed: number } | undefined
  for (const path of paths) {
    const pattern = segmentsOf(path)
    if (path === '*' || pattern.length !== segments.length) continue
    if (!pattern.every((part, index) => part.startsWith(':') || part === segments[index])) continue
    const fixed = pattern.filter((part) => !part.startsWith(':')).length
    if (!best || fixed > best.fixed) best = { path, fixed }
  }
  return best?.path ?? paths.find((path) => path === '*')
}

function segmentsOf(path: string) {
  return path.toLowerCase().split('/').filter(Boolean)
}
