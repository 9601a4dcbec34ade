import { useEffect, useRef } from 'react'

/**
 * Opened with its form (`?add=treatment` from a quick action, `?add=vaccination` from the pet
 * page), a section lower on the medications page is brought into view rather than leaving the
 * form below the fold. Returns the ref for the section's card.
 */
export function useOpenFormInView(isOpenedWithForm: boolean) {
  const card = useRef<HTMLElement>(null)
  useEffect(() => {
    if (isOpenedWithForm) card.current?.scrollIntoView?.({ block: 'start' })
  }, [isOpenedWithForm])
  return card
}
