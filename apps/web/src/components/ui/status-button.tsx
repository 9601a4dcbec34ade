import type { ReactNode } from 'react'
import { Button, type ButtonProps } from './button'

export interface StatusButtonProps extends ButtonProps {
  /** While true the button is disabled and says what is happening. */
  isPending: boolean
  /** 'Saving…', 'Sending…': what the button says while its action runs. */
  pendingLabel: ReactNode
}

/** A button whose action takes a moment: one click, and it says what it is doing until done. */
export function StatusButton({ isPending, pendingLabel, disabled, children, ...props }: StatusButtonProps) {
  return (
    <Button {...props} disabled={disabled || isPending}>
      {isPending ? pendingLabel : children}
    </Button>
  )
}
