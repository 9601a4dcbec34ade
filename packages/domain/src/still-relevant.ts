/**
 * How old a thing that should have rung may be and still ring: a reminder caught up on after a
 * server was down (docs/product/reminders.md#late-missed-and-caught-up), a push message the push
 * service holds for an offline phone, and a "contact your vet" breathing count typed in late
 * (breathing-alert.ts). Past it, it is shown, not rung.
 */
export const STILL_RELEVANT_HOURS = 12
