import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { Controller, useWatch } from './form-fields'
import { nestErrors, useForm } from './use-form'
import { zodResolver } from './zod-resolver'

const schema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  age: z.number({ error: 'Age must be a number' }).int().min(0, 'Age cannot be negative'),
  vaccinated: z.boolean(),
  species: z.array(z.string()).min(1, 'Choose at least one species'),
  size: z.enum(['small', 'large'], { error: 'Choose a size' }),
  mood: z.string().min(1, 'Choose a mood'),
})
type Values = z.input<typeof schema>

const start: Values = { name: '', age: 3, vaccinated: false, species: [], size: 'small', mood: '' }

/** A form with every kind of field the app uses: text, number, checkbox, checkbox group, radios, a Controller. */
function PetForm({
  onSubmit,
  defaults = start,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<void> | void
  defaults?: Values
}) {
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults })
  const { register, control, formState, handleSubmit, reset, setValue, setError } = form
  const name = useWatch({ control, name: 'name' })
  return (
    <form
      noValidate
      onSubmit={handleSubmit(async (values) => {
        try {
          await onSubmit(values)
          reset()
        } catch {
          setError('root.server', { type: 'server', message: 'The server said no' })
        }
      })}
    >
      <p>Hello {name || 'nobody'}</p>
      {formState.errors.root?.server ? <p role="alert">{formState.errors.root.server.message}</p> : null}
      <label>
        Name <input {...register('name')} />
      </label>
      <p>{formState.errors.name?.message}</p>
      <label>
        Age <input type="number" {...register('age', { setValueAs: (value) => (value === '' ? undefined : Number(value)) })} />
      </label>
      <p>{formState.errors.age?.message}</p>
      <label>
        Vaccinated <input type="checkbox" {...register('vaccinated')} />
      </label>
      {['dog', 'cat'].map((species) => (
        <label key={species}>
          {species} <input type="checkbox" value={species} {...register('species')} />
        </label>
      ))}
      <p>{formState.errors.species?.message}</p>
      {['small', 'large'].map((size) => (
        <label key={size}>
          {size} <input type="radio" value={size} {...register('size')} />
        </label>
      ))}
      <Controller
        control={control}
        name="mood"
        render={({ field, fieldState }) => (
          <>
            <button type="button" ref={field.ref} onClick={() => field.onChange('happy')}>
              Mood: {field.value || 'none'}
            </button>
            <p>{fieldState.error?.message}</p>
          </>
        )}
      />
      <button type="button" onClick={() => setValue('name', 'Rex', { shouldValidate: true })}>
        Call it Rex
      </button>
      <button type="submit" disabled={formState.isSubmitting}>
        Save
      </button>
    </form>
  )
}

describe('useForm', () => {
  it('shows the start values in the controls', () => {
    render(<PetForm onSubmit={vi.fn()} defaults={{ ...start, name: 'Pepper', vaccinated: true, species: ['cat'], size: 'large' }} />)
    expect(screen.getByLabelText('Name')).toHaveValue('Pepper')
    expect(screen.getByLabelText('Age')).toHaveValue(3)
    expect(screen.getByLabelText('Vaccinated')).toBeChecked()
    expect(screen.getByLabelText('cat')).toBeChecked()
    expect(screen.getByLabelText('dog')).not.toBeChecked()
    expect(screen.getByLabelText('large')).toBeChecked()
    expect(screen.getByText('Hello Pepper')).toBeInTheDocument()
  })

  it('checks on submit: every message under its field, focus on the first, nothing sent', async () => {
    const onSubmit = vi.fn()
    render(<PetForm onSubmit={onSubmit} />)
    await userEvent.clear(screen.getByLabelText('Age'))
    await userEvent.type(screen.getByLabelText('Age'), '-2')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name is required')).toBeInTheDocument()
    expect(screen.getByText('Age cannot be negative')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one species')).toBeInTheDocument()
    expect(screen.getByText('Choose a mood')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('once submitted, checks a field again as it changes, and keeps the others’ messages', async () => {
    render(<PetForm onSubmit={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('Name is required')
    await userEvent.type(screen.getByLabelText('Name'), 'Pepper')
    await waitFor(() => expect(screen.queryByText('Name is required')).toBeNull())
    expect(screen.getByText('Hello Pepper')).toBeInTheDocument()
    expect(screen.getByText('Choose at least one species')).toBeInTheDocument()
    await userEvent.click(screen.getByLabelText('dog'))
    await waitFor(() => expect(screen.queryByText('Choose at least one species')).toBeNull())
    await userEvent.click(screen.getByRole('button', { name: 'Mood: none' }))
    await waitFor(() => expect(screen.queryByText('Choose a mood')).toBeNull())
  })

  it('sends the parsed values, then a reset shows the start values again', async () => {
    const onSubmit = vi.fn()
    render(<PetForm onSubmit={onSubmit} />)
    await userEvent.type(screen.getByLabelText('Name'), '  Pepper ')
    await userEvent.clear(screen.getByLabelText('Age'))
    await userEvent.type(screen.getByLabelText('Age'), '7')
    await userEvent.click(screen.getByLabelText('Vaccinated'))
    await userEvent.click(screen.getByLabelText('cat'))
    await userEvent.click(screen.getByLabelText('dog'))
    await userEvent.click(screen.getByLabelText('large'))
    await userEvent.click(screen.getByRole('button', { name: 'Mood: none' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    // A group's ticked values in the order the boxes are on the page.
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Pepper',
      age: 7,
      vaccinated: true,
      species: ['dog', 'cat'],
      size: 'large',
      mood: 'happy',
    })
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''))
    expect(screen.getByLabelText('cat')).not.toBeChecked()
    expect(screen.getByLabelText('small')).toBeChecked()
    expect(screen.getByRole('button', { name: 'Mood: none' })).toBeInTheDocument()
  })

  it('shows a failure of the send in the form and clears it at the next submit', async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error('no')).mockResolvedValueOnce(undefined)
    render(<PetForm onSubmit={onSubmit} defaults={{ ...start, name: 'Rex', species: ['dog'], mood: 'calm' }} />)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The server said no')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('setValue shows the value in its control, tells the watchers and checks it when asked', async () => {
    render(<PetForm onSubmit={vi.fn()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Call it Rex' }))
    expect(screen.getByLabelText('Name')).toHaveValue('Rex')
    expect(screen.getByText('Hello Rex')).toBeInTheDocument()
  })
})

describe('nestErrors', () => {
  it('nests dotted paths and keeps a list’s own message beside its rows’', () => {
    const message = (text: string) => ({ type: 'custom', message: text })
    expect(
      nestErrors({
        'breedMix.0.breed': message('Breed is required'),
        breedMix: message('The shares add up to more than 100%'),
        'schedule.frequency': message('Choose how often'),
      }),
    ).toEqual({
      breedMix: { 0: { breed: message('Breed is required') }, ...message('The shares add up to more than 100%') },
      schedule: { frequency: message('Choose how often') },
    })
  })
})
