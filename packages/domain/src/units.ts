import { type UnitSystem } from './profile'

/** Spec §9: 1 kg = 2.20462 lb. */
export const LB_PER_KG = 2.20462
export const KG_PER_LB = 1 / LB_PER_KG

export const weightUnits = ['kg', 'lb'] as const
export type WeightUnit = (typeof weightUnits)[number]

/** Converts without rounding, so that a saved weight survives kg → lb → kg unchanged. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value
  return from === 'kg' ? value * LB_PER_KG : value / LB_PER_KG
}

/** Spec §9: "metric uses kg, otherwise lb" — so an owner without a unit system sees lb. */
export function weightUnitFor(unitSystem: UnitSystem | null | undefined): WeightUnit {
  return unitSystem === 'metric' ? 'kg' : 'lb'
}

/**
 * A weight stored in `unit`, shown in the owner's unit (spec §9) to one decimal: '22.0 lb'.
 * Rounding happens only here, at display time.
 */
export function formatWeight(value: number, unit: WeightUnit, unitSystem: UnitSystem | null | undefined): string {
  const shownUnit = weightUnitFor(unitSystem)
  const shown = convertWeight(value, unit, shownUnit)
  // Rounding first makes tiny negatives -0, which prints '0.0'; toFixed alone would print '-0.0'.
  const rounded = Math.round(shown * 10) / 10
  return `${rounded.toFixed(1)} ${shownUnit}`
}
