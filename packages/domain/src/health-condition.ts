/**
 * A condition is resolved when it has a resolution date or ongoing is false;
 * otherwise it is current.
 */
export function isResolved(condition: { resolutionDate: string | Date | null | undefined; ongoing: boolean | null | undefined }): boolean {
  return Boolean(condition.resolutionDate) || condition.ongoing === false
}
