import { MenuIcon } from 'lucide-react'
import { Suspense, lazy, useRef, useState } from 'react'
import { Button } from '#web/components/ui/button.tsx'
import { preloads } from '#web/lib/lazy-part.ts'

const loadSheet = () => import('./mobile-menu-sheet')
const MobileMenuSheet = lazy(() => loadSheet().then((module) => ({ default: module.MobileMenuSheet })))

/** The header's menu toggle on small screens: the sidebar's navigation in a drawer. */
export function MobileMenu() {
  const [isOpen, setIsOpen] = useState(false)
  const [wasOpened, setWasOpened] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  return (
    <>
      <Button
        ref={toggleRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        // Fetch the drawer's code as soon as the user heads for the button.
        {...preloads({ preload: loadSheet })}
        onClick={() => {
          setWasOpened(true)
          setIsOpen(true)
        }}
      >
        <MenuIcon aria-hidden="true" className="size-5" />
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileMenuSheet isOpen={isOpen} onOpenChange={setIsOpen} returnFocusTo={() => toggleRef.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  )
}
