import uPlot from 'uplot'
import type { ChartReference } from './chart-types'

export const CHART_FONT = 'ui-sans-serif, system-ui, sans-serif'

/**
 * Horizontal dashed lines (an alert threshold, a baseline) with their label above the line's left
 * end, drawn after the grid and before the series so that the data stays on top.
 */
export function referenceLines(references: ChartReference[]): uPlot.Plugin {
  return {
    hooks: {
      drawAxes: (u) => {
        const ctx = u.ctx
        const ratio = uPlot.pxRatio
        const { left, width } = u.bbox
        ctx.save()
        ctx.lineWidth = ratio
        ctx.setLineDash([6 * ratio, 4 * ratio])
        ctx.font = `${12 * ratio}px ${CHART_FONT}`
        ctx.textAlign = 'left'
        ctx.textBaseline = 'bottom'
        for (const reference of references) {
          const y = Math.round(u.valToPos(reference.y, 'y', true))
          ctx.strokeStyle = reference.color
          ctx.beginPath()
          ctx.moveTo(left, y)
          ctx.lineTo(left + width, y)
          ctx.stroke()
          ctx.fillStyle = reference.color
          ctx.fillText(reference.label, left + 4 * ratio, y - 2 * ratio)
        }
        ctx.restore()
      },
    },
  }
}

interface TooltipSeries {
  label: string
  color: string
}

/**
 * The values under the pointer: the hovered date, then each line's nearest point on that date.
 * Built with text nodes only (a measure's label is the owner's own words).
 */
export function hoverTooltip(series: TooltipSeries[], format: { x: (t: number) => string; y: (y: number) => string }): uPlot.Plugin {
  const tip = document.createElement('div')
  tip.className = 'pointer-events-none absolute z-10 hidden rounded border border-border bg-card px-2 py-1 text-xs shadow-sm'
  return {
    hooks: {
      init: (u) => {
        u.over.appendChild(tip)
      },
      setCursor: (u) => {
        const { idx, idxs, left = 0, top = 0 } = u.cursor
        const xs = u.data[0]
        if (idx == null || !idxs) {
          tip.classList.add('hidden')
          return
        }
        const date = format.x(xs[idx] as number)
        const rows: HTMLElement[] = []
        series.forEach((entry, index) => {
          const pointIdx = idxs[index + 1]
          const value = pointIdx == null ? undefined : u.data[index + 1]?.[pointIdx]
          if (pointIdx == null || value == null || format.x(xs[pointIdx] as number) !== date) return
          const row = document.createElement('div')
          row.style.color = entry.color
          row.textContent = `${entry.label}: ${format.y(value)}`
          rows.push(row)
        })
        if (rows.length === 0) {
          tip.classList.add('hidden')
          return
        }
        const heading = document.createElement('div')
        heading.className = 'font-medium text-foreground'
        heading.textContent = date
        tip.replaceChildren(heading, ...rows)
        tip.classList.remove('hidden')
        // Beside the pointer, on whichever side has room.
        const plotWidth = u.over.clientWidth
        const onLeft = left > plotWidth / 2
        tip.style.left = onLeft ? '' : `${left + 12}px`
        tip.style.right = onLeft ? `${plotWidth - left + 12}px` : ''
        tip.style.top = `${Math.max(0, top - 24)}px`
      },
    },
  }
}
