import { type PointerEvent as ReactPointerEvent, useRef } from 'react'
import { type BoxShare, boxAfterKey, moveBox, resizeBox } from './chest-region'

const percent = (share: number) => `${share * 100}%`

/**
 * The box the owner puts over the pet's chest or flank, on top of the picture: dragged by its
 * middle, resized by its corner, or moved with the arrow keys (Shift + arrows resizes). Only what
 * is inside it is counted, so a twitching paw outside does not count as a breath.
 */
export function ChestBox({ box, onChange, isLocked }: { box: BoxShare; onChange: (box: BoxShare) => void; isLocked: boolean }) {
  const frame = useRef<HTMLDivElement>(null)

  const drag = (kind: 'move' | 'resize') => (event: ReactPointerEvent<HTMLElement>) => {
    const bounds = frame.current?.getBoundingClientRect()
    if (isLocked || !bounds || bounds.width === 0) return
    event.preventDefault()
    event.stopPropagation()
    const target = event.currentTarget
    target.setPointerCapture(event.pointerId)
    const start = { x: event.clientX, y: event.clientY, box }
    const onMove = (move: PointerEvent) => {
      const dx = (move.clientX - start.x) / bounds.width
      const dy = (move.clientY - start.y) / bounds.height
      onChange(kind === 'move' ? moveBox(start.box, dx, dy) : resizeBox(start.box, dx, dy))
    }
    const onUp = () => {
      target.removeEventListener('pointermove', onMove)
      target.removeEventListener('pointerup', onUp)
      target.removeEventListener('pointercancel', onUp)
    }
    target.addEventListener('pointermove', onMove)
    target.addEventListener('pointerup', onUp)
    target.addEventListener('pointercancel', onUp)
  }

  return (
    <div ref={frame} className="pointer-events-none absolute inset-0">
      <div
        role="group"
        aria-roledescription="movable box"
        aria-label="Chest box"
        aria-describedby="chest-box-help"
        tabIndex={isLocked ? -1 : 0}
        onPointerDown={drag('move')}
        onKeyDown={(event) => {
          if (isLocked) return
          const next = boxAfterKey(box, event.key, event.shiftKey)
          if (!next) return
          event.preventDefault()
          onChange(next)
        }}
        className="pointer-events-auto absolute touch-none rounded-md border-2 border-white shadow-[0_0_0_9999px_rgb(0_0_0/0.35)] outline-offset-2 focus-visible:outline-3 focus-visible:outline-amber-400 data-[locked=false]:cursor-move"
        data-locked={isLocked}
        style={{ left: percent(box.left), top: percent(box.top), width: percent(box.width), height: percent(box.height) }}
      >
        {isLocked ? null : (
          <span
            aria-hidden="true"
            onPointerDown={drag('resize')}
            className="absolute -right-3 -bottom-3 size-6 cursor-nwse-resize rounded-full border-2 border-white bg-primary"
          />
        )}
      </div>
    </div>
  )
}
