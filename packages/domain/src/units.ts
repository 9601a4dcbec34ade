import type { UnitSystem } from './profile'

/** 1 kg = 2.20462 lb (docs/product/health-tracking.md#units). */
export const LB_PER_KG = 2.20462
export const KG_PER_LB = 1 / LB_PER_KG

export const weightUnits = ['kg', 'lb'] as const
export type WeightUnit = (typeof weightUnits)[number]

/**
 * Weights are stored to two decimals (a `numeric(6,2)` column whose check says at least this), so
 * a smaller one would be saved as 0. The database's check constraints read this constant too.
 */
export const MIN_WEIGHT = 0.01

/**
 * Heaviest weight accepted: 200 kg in either unit (≈ 440.9 lb), so the largest giant breeds fit
 * in lb too; anything above is a typing error.
 */
export const MAX_WEIGHT_KG = 200

/**
 * What is wrong with a positive weight in `unit`, or null: the one rule for a pet's weight and a
 * weight log. Zero and negatives have their own message on the field ('more than 0').
 */
export function weightRangeMessage(weight: number, unit: WeightUnit): string | null {
  if (weight < MIN_WEIGHT) return `Weight must be at least ${MIN_WEIGHT} ${unit}`
  if (convertWeight(weight, unit, 'kg') > MAX_WEIGHT_KG + 1e-9) {
    return unit === 'kg'
      ? `Weight must be at most ${MAX_WEIGHT_KG} kg`
      : `Weight must be at most ${Math.floor(convertWeight(MAX_WEIGHT_KG, 'kg', 'lb'))} lb`
  }
  return null
}

/** Converts without rounding, so that a saved weight survives kg → lb → kg unchanged. */
export function convertWeight(value: number, from: WeightUnit, to: WeightUnit): number {
  if (from === to) return value
  return from === 'kg' ? value * LB_PER_KG : value / LB_PER_KG
}

/** Metric uses kg, any other unit system lb, so an owner without a unit system sees lb. */
export function weightUnitFor(unitSystem: UnitSystem | null | undefined): WeightUnit {
  return unitSystem === 'metric' ? 'kg' : 'lb'
}

/**
 * A weight stored in `unit`, shown in the owner's unit to one decimal: '22.0 lb'.
 * Rounding happens only here, at display time.
 */
export function formatWeight(value: number, unit: WeightUnit, unitSystem: UnitSystem | null | undefined): string {
  const shownUnit = weightUnitFor(unitSystem)
  const shown = convertWeight(value, unit, shownUnit)
  // Rounding first makes tiny negatives -0, which prints '0.0'; toFixed alone would print '-0.0'.
  const rounded = Math.round(shown * 10) / 10
  return `${rounded.toFixed(1)} ${shownUnit}`
}
