import { zodResolver } from '@hookform/resolvers/zod'
import { countryDefaults } from '@pawpulse/domain/country-defaults'
import { notificationMethods, unitSystems } from '@pawpulse/domain/profile'
import { Controller, useForm } from 'react-hook-form'
import { countryChoices, currencyChoices, timeZoneChoices } from '#web/lib/intl-options.ts'
import { FormActions } from '../form-actions'
import { notificationMethodLabels } from '#web/lib/pet-labels.ts'
import { useFormSubmit } from '#web/lib/use-form-submit.ts'
import { Checkbox } from '../ui/checkbox'
import { Combobox } from '../ui/combobox'
import { Fieldset } from '../ui/fieldset'
import { FormAlert } from '../ui/form-alert'
import { TextField } from '../ui/text-field'
import { type OwnerProfileFormValues, ownerProfileFormSchema } from './owner-profile-schema'

const unitLabels = { metric: 'Metric (kg)', imperial: 'Imperial (lb)' } as const
const fieldNames = ['fullName', 'preferredName', 'country', 'currency', 'unitSystem', 'timezone', 'preferredNotificationMethods'] as const

interface OwnerProfileFormProps {
  defaultValues: OwnerProfileFormValues
  submitLabel: string
  /** Throws on failure: the server's field messages are shown under their fields. */
  onSubmit: (values: OwnerProfileFormValues) => Promise<void>
  ariaLabel: string
}

/**
 * The owner's profile (owner onboarding and /profile): names, country, the country's defaults
 * (currency, unit system, time zone — each shown and changeable) and notification methods.
 */
export function OwnerProfileForm({ defaultValues, submitLabel, onSubmit, ariaLabel }: OwnerProfileFormProps) {
  const form = useForm({
    resolver: zodResolver(ownerProfileFormSchema),
    defaultValues,
  })

  const { register, control, setValue, formState } = form
  const submit = useFormSubmit(form, { onSubmit, fields: fieldNames, fallback: 'Your profile could not be saved. Please try again.' })

  // Choosing a country fills in its currency, units and time zone; each stays changeable.
  const applyCountry = (code: string) => {
    setValue('country', code, { shouldValidate: formState.isSubmitted })
    if (!code) return
    const defaults = countryDefaults(code)
    setValue('currency', defaults.currency)
    setValue('unitSystem', defaults.unitSystem)
    setValue('timezone', defaults.timezone)
  }

  const combo = (name: 'currency' | 'timezone', label: string, options: { value: string; label: string }[], hint?: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Combobox
          label={label}
          options={options}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          hint={hint}
          error={fieldState.error?.message}
        />
      )}
    />
  )

  return (
    <form noValidate onSubmit={submit} aria-label={ariaLabel} className="grid gap-5">
      <FormAlert message={formState.errors.root?.server?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" autoComplete="name" error={formState.errors.fullName?.message} {...register('fullName')} />
        <TextField
          label="Preferred name"
          autoComplete="nickname"
          hint="What we call you in reminders."
          error={formState.errors.preferredName?.message}
          {...register('preferredName')}
        />
        <Controller
          control={control}
          name="country"
          render={({ field, fieldState }) => (
            <Combobox
              label="Country"
              options={countryChoices()}
              value={field.value ?? ''}
              onChange={applyCountry}
              onBlur={field.onBlur}
              hint="Sets your currency, units and time zone below."
              error={fieldState.error?.message}
            />
          )}
        />
        {combo('currency', 'Currency', currencyChoices())}
        {combo('timezone', 'Time zone', timeZoneChoices(), 'Reminders arrive at your local time.')}
        <Fieldset legend="Units" error={formState.errors.unitSystem?.message}>
          <div className="flex flex-wrap gap-x-6">
            {unitSystems.map((unit) => (
              <Checkbox key={unit} type="radio" value={unit} label={unitLabels[unit]} {...register('unitSystem')} />
            ))}
          </div>
        </Fieldset>
      </div>
      <Fieldset
        legend="Notify me by"
        hint="E-mail unless you choose otherwise."
        error={formState.errors.preferredNotificationMethods?.message}
      >
        <div className="flex flex-wrap gap-x-6">
          {notificationMethods.map((method) => (
            <Checkbox key={method} value={method} label={notificationMethodLabels[method]} {...register('preferredNotificationMethods')} />
          ))}
        </div>
      </Fieldset>
      <FormActions isPending={formState.isSubmitting} submitLabel={submitLabel} />
    </form>
  )
}
