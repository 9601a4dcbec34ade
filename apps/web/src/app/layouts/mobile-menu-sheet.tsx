import { Sheet, SheetContent, SheetTitle } from '#web/components/ui/sheet.tsx'
import { SidebarNav } from './sidebar-nav'

/** The drawer itself, loaded on first use (Radix Dialog is 11 KB gzipped; most visits never open it). */
export function MobileMenuSheet({
  isOpen,
  onOpenChange,
  returnFocusTo,
}: {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
  returnFocusTo: () => void
}) {
  return (
    <Sheet open={isOpen} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          // The toggle is not a Radix trigger (it exists before this code loads): focus it ourselves.
          event.preventDefault()
          returnFocusTo()
        }}
      >
        <SheetTitle>Menu</SheetTitle>
        <SidebarNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  )
}
