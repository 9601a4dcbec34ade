import { Trash2Icon } from 'lucide-react'
import type { ReactNode } from 'react'
import { ConfirmDialog } from './confirm-dialog'
import { Button } from './ui/button'

interface DeleteActionProps {
  /** The button's word: 'Delete' for records, 'Remove' for people, contacts and photos. */
  label?: string
  /** Which row, for screen readers, when every row has the same button ('the weight of 1 March 2026'). */
  target?: string
  /** The question and what follows from saying yes. */
  title: string
  description: ReactNode
  confirmLabel: string
  /** The deletion; the dialog stays open (and says why, through the caller's toast) if it fails. */
  onConfirm: () => Promise<unknown>
  /** 'link' for tight places (a photo tile), in the destructive colour; a ghost button with a bin icon otherwise. */
  variant?: 'ghost' | 'link'
  size?: 'default' | 'sm'
  className?: string
}

/** A list row's delete button: nothing is deleted before the owner confirms. */
export function DeleteAction({
  label = 'Delete',
  target,
  title,
  description,
  confirmLabel,
  onConfirm,
  variant = 'ghost',
  size = 'sm',
  className,
}: DeleteActionProps) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant={variant === 'link' ? 'destructive-link' : 'ghost'} size={size} className={className}>
          {variant === 'ghost' ? <Trash2Icon aria-hidden="true" /> : null}
          {label}
          {target ? <span className="sr-only"> {target}</span> : null}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={onConfirm}
    />
  )
}
