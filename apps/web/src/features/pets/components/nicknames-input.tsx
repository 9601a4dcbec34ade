import { useState } from 'react'
import { TextField } from '#web/components/ui/text-field.tsx'

/** A list typed as one line ('Rexy, Bud'): the owner's text stays as typed, the form gets the list. */
export function NicknamesInput({ value, onChange, error }: { value: string[]; onChange: (names: string[]) => void; error?: string }) {
  const [text, setText] = useState(() => value.join(', '))
  return (
    <TextField
      label="Nicknames"
      hint="Separate them with commas."
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.target.value)
        onChange(
          event.target.value
            .split(',')
            .map((name) => name.trim())
            .filter(Boolean),
        )
      }}
    />
  )
}
