import { notificationPreferencesSchema, reminderCategoryLabels, type NotificationPreferences } from '@pawpulse/domain/reminder-api'
import { reminderCategories, type ReminderCategory } from '@pawpulse/domain/reminders'
import { Controller, useWatch, useForm } from 'react-hook-form'
import { FormActions } from '#web/components/form-actions.tsx'
import { SectionError } from '#web/components/section-error.tsx'
import { Card, CardDescription, CardTitle } from '#web/components/ui/card.tsx'
import { Checkbox } from '#web/components/ui/checkbox.tsx'
import { Fieldset } from '#web/components/ui/fieldset.tsx'
import { FormAlert } from '#web/components/ui/form-alert.tsx'
import { LoadingDots } from '#web/components/ui/loading-dots.tsx'
import { TextField } from '#web/components/ui/text-field.tsx'
import { bodyResolver } from '#web/lib/body-resolver.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { useNotificationPreferences, useSaveNotificationPreferences } from '../api/preferences'
import { CalendarFeedSection } from './calendar-feed-section'
import { PushSection } from './push-section'

interface PreferencesFormValues {
  isEmailOn: boolean
  isPushOn: boolean
  hasQuietHours: boolean
  quietStart: string
  quietEnd: string
  emailMutedCategories: ReminderCategory[]
}

const valuesOf = (preferences: NotificationPreferences): PreferencesFormValues => ({
  isEmailOn: preferences.methods.includes('email'),
  isPushOn: preferences.methods.includes('push'),
  hasQuietHours: preferences.quietHours !== null,
  quietStart: preferences.quietHours?.start ?? '22:00',
  quietEnd: preferences.quietHours?.end ?? '07:00',
  emailMutedCategories: [...preferences.emailMutedCategories],
})

const bodyOf = (values: PreferencesFormValues): NotificationPreferences => ({
  methods: [...(values.isEmailOn ? (['email'] as const) : []), ...(values.isPushOn ? (['push'] as const) : [])],
  quietHours: values.hasQuietHours ? { start: values.quietStart, end: values.quietEnd } : null,
  emailMutedCategories: values.emailMutedCategories,
})

const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'quietHours' ? (path[1] === 'start' ? 'quietStart' : 'quietEnd') : path[0] === 'methods' ? 'isEmailOn' : String(path[0])
const resolver = bodyResolver<PreferencesFormValues, NotificationPreferences>(notificationPreferencesSchema, bodyOf, fieldOf)

/**
 * How reminders reach the owner besides this page: the channels new reminders use (e-mail, push),
 * quiet hours (sends wait until they end), categories never e-mailed, and push on this device.
 */
export function PreferencesSection({ isGuest }: { isGuest: boolean }) {
  return (
    <Card aria-labelledby="preferences-title" className="grid gap-3">
      <div>
        <CardTitle id="preferences-title">How reminders reach you</CardTitle>
        <CardDescription>Every reminder shows on this page. They can also come by e-mail and as push notifications.</CardDescription>
      </div>
      {isGuest ? (
        <p className="text-sm">
          As a guest you have no e-mail address here, so reminders show on this page and, where you turn push on, on this device. Sign up to
          get them by e-mail too.
        </p>
      ) : (
        <SavedPreferences />
      )}
      <PushSection />
      <CalendarFeedSection />
    </Card>
  )
}

function SavedPreferences() {
  const preferences = useNotificationPreferences()
  if (preferences.isPending) return <LoadingDots label="Loading your notification settings" />
  if (preferences.isError) return <SectionError what="notification settings" onRetry={() => void preferences.refetch()} />
  return <PreferencesForm initial={valuesOf(preferences.data)} />
}

function PreferencesForm({ initial }: { initial: PreferencesFormValues }) {
  const save = useSaveNotificationPreferences()
  const form = useForm<PreferencesFormValues, unknown, NotificationPreferences>({ resolver, defaultValues: initial })
  const { register, control, formState } = form
  const errors = formState.errors
  const [isEmailOn, hasQuietHours] = useWatch({ control, name: ['isEmailOn', 'hasQuietHours'] })
  const submit = useFormSubmit(form, {
    onSubmit: async (body) => form.reset(valuesOf(await save.mutateAsync(body))),
    fields: ['isEmailOn', 'quietStart', 'quietEnd', 'emailMutedCategories'],
    fallback: 'The settings could not be saved. Please try again.',
  })
  return (
    <form noValidate onSubmit={submit} aria-label="Notification settings" className="grid gap-4">
      <FormAlert message={errors.root?.server?.message} />
      <Checkbox
        label="E-mail me when a reminder goes off"
        description="New reminders use this; each e-mail has a “Mark done” link."
        {...register('isEmailOn')}
      />
      <Checkbox
        label="Send push notifications when a reminder goes off"
        description="New reminders use this; they pop up on each device where push is turned on (below)."
        {...register('isPushOn')}
      />
      {isEmailOn ? (
        <Controller
          control={control}
          name="emailMutedCategories"
          render={({ field }) => (
            <Fieldset legend="No e-mails about" hint="They still show on this page." error={errors.emailMutedCategories?.message}>
              <div className="grid gap-x-4 sm:grid-cols-2">
                {reminderCategories.map((category) => (
                  <Checkbox
                    key={category}
                    label={reminderCategoryLabels[category]}
                    checked={field.value.includes(category)}
                    onChange={(event) =>
                      field.onChange(event.target.checked ? [...field.value, category] : field.value.filter((c) => c !== category))
                    }
                  />
                ))}
              </div>
            </Fieldset>
          )}
        />
      ) : null}
      <Checkbox
        label="Quiet hours"
        description="E-mails and push notifications due in these hours wait until they end (your profile’s time zone)."
        {...register('hasQuietHours')}
      />
      {hasQuietHours ? (
        <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
          <TextField label="From" type="time" error={errors.quietStart?.message} {...register('quietStart')} />
          <TextField label="Until" type="time" error={errors.quietEnd?.message} {...register('quietEnd')} />
        </div>
      ) : null}
      <FormActions isPending={formState.isSubmitting} submitLabel="Save settings" />
    </form>
  )
}
