/**
 * Field errors as the API sends them (`{ error: { fields } }`): the first message per field path,
 * the path's parts joined with '.' ('generalInfo.name', 'careTeam.primaryVet.email'), and '_' for
 * an issue about the whole input. The web app applies the same rule to its own validation, so a
 * message from the browser and one from the server land on the same field.
 */
export function fieldErrorsFromIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    fields[key] ??= issue.message
  }
  return fields
}

/** The fields under `prefix` ('generalInfo' → 'generalInfo', 'generalInfo.name', …). */
export function fieldErrorsUnder(fields: Readonly<Record<string, string>>, prefix: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key === prefix || key.startsWith(`${prefix}.`)))
}
