import { type ClassValue, clsx } from 'clsx'

/**
 * Joins class names. No tailwind-merge: it costs 8.6 KB gzipped on every page (the dashboard
 * budget is 200 KB), so components expose variants instead of accepting conflicting utilities —
 * pass only classes that add to a component's own (margins, widths, layout).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
