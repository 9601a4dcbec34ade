/** Form controls give strings (every form of the app); the schema wants numbers, booleans and null for "no answer". */
export const asNumberOrNull = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value))
export const asTextOrNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)
export const asBooleanOrNull = (value: unknown) => (value === '' || value === null ? null : value === true || value === 'true')
