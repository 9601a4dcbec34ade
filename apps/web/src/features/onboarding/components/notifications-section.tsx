import { TextField } from '#web/components/ui/text-field.tsx'
import { useOnboardingDraftStore } from '#web/lib/stores/onboarding-draft-store.ts'
import type { ReminderDraft } from '#web/lib/stores/onboarding-draft-types.ts'
import { isSentReminder, sentIndexes } from '../utils/completion-body'
import { reminderPreferencesOf } from '../utils/reminder-defaults'
import { fieldId } from '../utils/sections'
import { ReminderFields } from './reminder-fields'
import type { SectionProps } from './use-pet-draft'

/** Section 7, notifications: one reminder preference per category (docs/product/onboarding.md#reminder-preferences). */
export function NotificationsSection({ errors }: SectionProps) {
  const reminders = reminderPreferencesOf(useOnboardingDraftStore((state) => state.reminderPreferences))
  const tokens = useOnboardingDraftStore((state) => state.notificationTokens)
  const patch = useOnboardingDraftStore((state) => state.patch)
  const indexes = sentIndexes(reminders, isSentReminder)
  const smsIndex = tokens.findIndex((token) => token.channel === 'sms')
  const smsNumber = tokens[smsIndex]?.token ?? ''
  const wantsTexts = reminders.some((reminder) => reminder.enabled && reminder.notificationMethods.includes('sms'))

  const change = (index: number, changes: Partial<ReminderDraft>) =>
    patch({ reminderPreferences: reminders.map((reminder, at) => (at === index ? { ...reminder, ...changes } : reminder)) })
  const setSmsNumber = (token: string) =>
    patch({
      notificationTokens: [...tokens.filter((entry) => entry.channel !== 'sms'), ...(token ? [{ channel: 'sms' as const, token }] : [])],
    })

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">Reminders arrive at the time you choose, in your own time zone.</p>
      <ul className="grid gap-3">
        {reminders.map((reminder, index) => (
          <li key={reminder.category}>
            <ReminderFields
              reminder={reminder}
              sentIndex={indexes[index] ?? null}
              errors={errors}
              onChange={(changes) => change(index, changes)}
            />
          </li>
        ))}
      </ul>
      {wantsTexts || smsNumber ? (
        <TextField
          label="Mobile number for text messages"
          type="tel"
          autoComplete="tel"
          className="max-w-sm"
          id={fieldId(`notificationTokens.${Math.max(smsIndex, 0)}.token`)}
          value={smsNumber}
          onChange={(event) => setSmsNumber(event.target.value)}
          error={errors[`notificationTokens.${Math.max(smsIndex, 0)}.token`]}
        />
      ) : null}
    </div>
  )
}
