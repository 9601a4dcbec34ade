/**
 * Lines from a PDF page's text items. pdfjs gives runs of text with their position; a clinic's
 * table is runs placed at column positions, with nothing between them. The vet-record parser reads
 * line by line and splits columns at two or more spaces (docs/product/vet-records.md#sections-and-labels),
 * so: runs on the same baseline form a line, left to right, and a wide gap between two runs
 * becomes two spaces, a word gap one.
 */
export interface TextRun {
  text: string
  /** Left edge and baseline, in PDF units (y grows upwards). */
  x: number
  y: number
  width: number
  /** The font size: the height of the run's text matrix. */
  size: number
}

/** Runs whose baselines differ by less than this share of the font size are on one line. */
const SAME_LINE = 0.4
/** A gap wider than this share of the font size is a column gap (about two characters). */
const COLUMN_GAP = 0.9
/** A gap wider than this share of the font size is a space between words. */
const WORD_GAP = 0.15

export function linesFromRuns(runs: readonly TextRun[]): string[] {
  const visible = runs.filter((run) => run.text.trim() !== '' && run.size > 0)
  // Top of the page first; on one line, left to right.
  const sorted = [...visible].sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: TextRun[][] = []
  for (const run of sorted) {
    const line = lines.at(-1)
    if (line && Math.abs(line[0]!.y - run.y) < SAME_LINE * Math.max(line[0]!.size, run.size)) line.push(run)
    else lines.push([run])
  }
  return lines.map(joinLine)
}

function joinLine(line: TextRun[]): string {
  const runs = [...line].sort((a, b) => a.x - b.x)
  let text = ''
  let end = -Infinity
  for (const run of runs) {
    const gap = run.x - end
    const size = run.size
    if (text !== '' && gap > COLUMN_GAP * size) text = `${text.trimEnd()}  ${run.text.trimStart()}`
    else if (text !== '' && gap > WORD_GAP * size && !/\s$/.test(text) && !/^\s/.test(run.text)) text += ` ${run.text}`
    else text += run.text
    end = Math.max(end, run.x + run.width)
  }
  return text.trimEnd()
}
