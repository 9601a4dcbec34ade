import { behaviorFacts } from '@pawpulse/domain/behavior'
import { localDayStart } from '@pawpulse/domain/time-zone'
import { reportSectionLabels, type ReportSection } from '@pawpulse/domain/report'
import type { ReportModel } from '@pawpulse/domain/report-model'
import { vaccinationStatusLabels } from '@pawpulse/domain/vaccines'
import PDFDocument from 'pdfkit'
import QRCode from 'qrcode'

// The PDF rendering of the report model (decision 016: pdfkit, vector drawing, streamed page by
// page). It draws the same model as the web page: same sections, same numbers.

type Doc = PDFKit.PDFDocument
const MARGIN = 48
const dateText = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
const timeText = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone })

export interface PdfOptions {
  /** The live share link: printed as a QR code in the header. */
  shareUrl?: string | null
  /** The pet's photo as PNG or JPEG bytes. */
  photo?: Buffer | null
}

/** A readable PDF stream: pages leave as they are finished, so a year of logs never sits in memory twice. */
export function renderReportPdf(report: ReportModel, { shareUrl = null, photo = null }: PdfOptions = {}): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: false,
    info: { Title: `${report.pet.name} — health report`, Producer: 'Pawpulse' },
  })
  let page = 1
  const footer = () => {
    const y = doc.page.height - MARGIN + 16
    doc.save().fontSize(8).fillColor('#64748b')
    doc.text(
      `${report.pet.name} · ${dateText(report.range.from)} to ${dateText(report.range.to)} · generated ${timeText(report.generatedAt, report.timeZone)} · page ${page}`,
      MARGIN,
      y,
      { lineBreak: false },
    )
    doc.restore()
    doc.x = MARGIN
    doc.y = MARGIN
  }
  doc.on('pageAdded', () => {
    page += 1
    footer()
  })
  footer()
  header(doc, report, photo, shareUrl)
  for (const section of report.sections) drawSection(doc, section, report)
  doc.end()
  return doc
}

function header(doc: Doc, report: ReportModel, photo: Buffer | null, shareUrl: string | null) {
  const top = MARGIN
  let left = MARGIN
  if (photo) {
    try {
      doc.image(photo, MARGIN, top, { fit: [64, 64] })
      left += 76
    } catch {
      // An image pdfkit cannot read is left out rather than failing the whole report.
    }
  }
  doc.fillColor('#0f172a').fontSize(20).text(`${report.pet.name} — health report`, left, top, { width: 330 })
  doc
    .fontSize(10)
    .fillColor('#334155')
    .text(`${report.range.label}: ${dateText(report.range.from)} to ${dateText(report.range.to)}`, left)
  doc.text(`Generated ${timeText(report.generatedAt, report.timeZone)} (${report.timeZone})`, left)
  if (shareUrl) {
    const qr = QRCode.create(shareUrl, { errorCorrectionLevel: 'M' })
    const size = qr.modules.size
    const cell = 72 / size
    const x0 = doc.page.width - MARGIN - 72
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++) if (qr.modules.get(row, col)) doc.rect(x0 + col * cell, top + row * cell, cell, cell)
    doc.fillColor('#000000').fill()
    doc
      .fontSize(7)
      .fillColor('#334155')
      .text('Live report', x0, top + 76, { width: 72, align: 'center' })
  }
  doc.x = MARGIN
  doc.y = Math.max(doc.y, top + 92)
}

function heading(doc: Doc, text: string) {
  ensure(doc, 60)
  doc.moveDown(0.6).fontSize(14).fillColor('#0f766e').text(text, MARGIN).moveDown(0.2)
  doc.fontSize(10).fillColor('#0f172a')
}

function paragraph(doc: Doc, text: string) {
  doc
    .fontSize(10)
    .fillColor('#0f172a')
    .text(text, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN })
}

/** A new page when fewer than `height` points are left. */
function ensure(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - MARGIN - 12) doc.addPage()
}

/** Rows that break cleanly across pages: a row never splits, and the header row repeats. */
function table(doc: Doc, columns: { title: string; width: number }[], rows: string[][]) {
  const width = doc.page.width - 2 * MARGIN
  const total = columns.reduce((sum, c) => sum + c.width, 0)
  const widths = columns.map((c) => (c.width / total) * width)
  const drawRow = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(cell || ' ', { width: widths[i]! - 6 }))) + 6
    if (doc.y + height > doc.page.height - MARGIN - 12) {
      doc.addPage()
      if (!bold)
        drawRow(
          columns.map((c) => c.title),
          true,
        )
    }
    const y = doc.y
    let x = MARGIN
    cells.forEach((cell, i) => {
      doc.fillColor('#0f172a').text(cell, x + 3, y + 3, { width: widths[i]! - 6 })
      x += widths[i]!
    })
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .lineWidth(0.5)
      .strokeColor('#cbd5e1')
      .stroke()
    doc.x = MARGIN
    doc.y = y + height
  }
  drawRow(
    columns.map((c) => c.title),
    true,
  )
  for (const row of rows) drawRow(row, false)
  doc.font('Helvetica').moveDown(0.3)
}

/** A vector line chart with its dashed reference lines (threshold, baseline). */
function chart(
  doc: Doc,
  report: ReportModel,
  points: { at: string; value: number }[],
  references: { value: number; label: string; color: string }[],
) {
  const height = 150
  ensure(doc, height + 20)
  const width = doc.page.width - 2 * MARGIN - 30
  const left = MARGIN + 30
  const top = doc.y + 4
  const x0 = localDayStart(report.range.from, report.timeZone).getTime()
  const x1 = Math.max(localDayStart(report.range.to, report.timeZone).getTime() + 86_400_000, x0 + 1)
  const values = [...points.map((p) => p.value), ...references.map((r) => r.value)]
  const max = Math.max(1, ...values) * 1.1
  const min = Math.max(0, Math.min(...values) * 0.9)
  const x = (t: number) => left + ((t - x0) / (x1 - x0)) * width
  const y = (v: number) => top + (1 - (v - min) / (max - min || 1)) * height
  doc.rect(left, top, width, height).lineWidth(0.5).strokeColor('#cbd5e1').stroke()
  doc.fontSize(7).fillColor('#475569')
  for (const v of [min, (min + max) / 2, max]) doc.text(String(Math.round(v * 10) / 10), MARGIN, y(v) - 3, { width: 26, align: 'right' })
  for (const r of references) {
    doc
      .moveTo(left, y(r.value))
      .lineTo(left + width, y(r.value))
      .dash(4, { space: 3 })
      .lineWidth(1)
      .strokeColor(r.color)
      .stroke()
      .undash()
    doc.fillColor(r.color).text(r.label, left + width - 120, y(r.value) - 9, { width: 118, align: 'right' })
  }
  points.forEach((p, i) => (i === 0 ? doc.moveTo(x(Date.parse(p.at)), y(p.value)) : doc.lineTo(x(Date.parse(p.at)), y(p.value))))
  if (points.length > 0) doc.lineWidth(1.5).strokeColor('#0f766e').stroke()
  doc
    .fillColor('#475569')
    .text(dateText(report.range.from), left, top + height + 3)
    .text(dateText(report.range.to), left + width - 80, top + height + 3, { width: 80, align: 'right' })
  doc.x = MARGIN
  doc.y = top + height + 16
}

const facts = (doc: Doc, items: [string, string | null | undefined][]) => {
  const shown = items.filter(([, v]) => v !== null && v !== undefined && v !== '')
  if (shown.length === 0) return paragraph(doc, 'Nothing recorded.')
  table(
    doc,
    [
      { title: 'Item', width: 1 },
      { title: 'Value', width: 3 },
    ],
    shown.map(([k, v]) => [k, v!]),
  )
}
const yn = (v: boolean | null) => (v === null ? null : v ? 'Yes' : 'No')

function drawSection(doc: Doc, section: ReportSection, report: ReportModel) {
  heading(doc, reportSectionLabels[section])
  const zone = report.timeZone
  switch (section) {
    case 'profile': {
      const p = report.profile!
      return facts(doc, [
        ['Species', p.species === 'cat' ? 'Cat' : 'Dog'],
        [
          'Breed',
          p.breedMix.length > 1 ? p.breedMix.map((b) => (b.percentage ? `${b.breed} ${b.percentage} %` : b.breed)).join(', ') : p.breed,
        ],
        ['Age', p.ageLabel],
        ['Sex', p.sex],
        ['Weight', p.weight !== null ? `${p.weight} ${p.weightUnit}` : null],
        ['Microchip', p.microchipped ? (p.microchipId ?? 'Yes') : 'No'],
        ['Neutered', yn(p.neutered)],
      ])
    }
    case 'careTeam':
      return report.careTeam!.length
        ? table(
            doc,
            [
              { title: 'Role', width: 2 },
              { title: 'Name', width: 2 },
              { title: 'Clinic', width: 2 },
              { title: 'Phone', width: 2 },
              { title: 'E-mail', width: 3 },
            ],
            report.careTeam!.map((c) => [c.role, c.name ?? '', c.clinic ?? '', c.phoneNumber ?? '', c.email ?? '']),
          )
        : paragraph(doc, 'No care team recorded.')
    case 'conditions': {
      const c = report.conditions!
      const rows = [
        ...c.current.map((x) => [x.label, 'Current', x.diagnosisDate ?? '', '', x.details.join('; ')]),
        ...c.resolved.map((x) => [x.label, 'Resolved', x.diagnosisDate ?? '', x.resolutionDate ?? '', x.details.join('; ')]),
      ]
      return rows.length
        ? table(
            doc,
            [
              { title: 'Condition', width: 2 },
              { title: 'State', width: 1 },
              { title: 'Diagnosed', width: 1.3 },
              { title: 'Resolved', width: 1.3 },
              { title: 'Details', width: 4 },
            ],
            rows,
          )
        : paragraph(doc, 'No conditions recorded.')
    }
    case 'symptoms':
      if (!report.symptoms!.length) return paragraph(doc, 'No symptom logs in this range.')
      for (const g of report.symptoms!) {
        paragraph(doc, `${g.label}: ${g.count} ${g.count === 1 ? 'entry' : 'entries'}.`)
        if (g.ibd)
          paragraph(
            doc,
            `Latest CIBDAI ${g.ibd.latestCibdai.total}/18: ${g.ibd.latestCibdai.text}. Range ${g.ibd.lowestCibdai}–${g.ibd.highestCibdai}; ${g.ibd.activeLogs} with at least mild activity. Latest faecal score ${g.ibd.latestFaecal.score}/7; average ${g.ibd.averageFaecal}.`,
          )
        table(
          doc,
          [
            { title: 'When', width: 1.5 },
            { title: 'Measures', width: 5 },
            { title: 'Notes', width: 2 },
          ],
          g.entries.map((e) => [timeText(e.loggedAt, zone), e.measures.map((m) => `${m.label}: ${m.value}`).join('; '), e.notes ?? '']),
        )
      }
      return
    case 'breathing': {
      const b = report.breathing!
      if (!b.points.length) return paragraph(doc, 'No breathing counts in this range.')
      paragraph(
        doc,
        `${b.assessment.total} counts. Above the alert threshold of ${b.threshold}/min: ${b.assessment.aboveThreshold}. Raised (more than 25 % above the usual rate): ${b.assessment.raised}. "Contact your vet": ${b.assessment.contactVet}. ${b.baseline ? `Baseline ${b.baseline.rate}/min.` : 'No baseline yet.'}`,
      )
      chart(
        doc,
        report,
        b.points.map((p) => ({ at: p.measuredAt, value: p.breathsPerMinute })),
        [
          { value: b.threshold, label: `Threshold ${b.threshold}/min`, color: '#b91c1c' },
          ...(b.baseline ? [{ value: b.baseline.rate, label: `Baseline ${b.baseline.rate}/min`, color: '#1d4ed8' }] : []),
        ],
      )
      return table(
        doc,
        [
          { title: 'Date', width: 2 },
          { title: 'Average per minute', width: 2 },
          { title: 'Counts', width: 1 },
        ],
        b.dailyValues.map((d) => [d.date, String(d.average), String(d.count)]),
      )
    }
    case 'weight': {
      const w = report.weight!
      if (!w.points.length) return paragraph(doc, 'No weights in this range.')
      if (w.change)
        paragraph(
          doc,
          `Change over the range: ${w.change.change > 0 ? '+' : ''}${w.change.change} ${w.unit} (${w.change.percent > 0 ? '+' : ''}${w.change.percent} %), from ${w.change.from} to ${w.change.to} ${w.unit}.`,
        )
      if (w.points.length > 1)
        chart(
          doc,
          report,
          w.points.map((p) => ({ at: p.measuredAt, value: p.weight })),
          [],
        )
      return table(
        doc,
        [
          { title: 'Date', width: 2 },
          { title: `Weight (${w.unit})`, width: 1.5 },
          { title: 'Body condition', width: 1.5 },
        ],
        w.points.map((p) => [timeText(p.measuredAt, zone), String(p.weight), p.bodyCondition ?? '']),
      )
    }
    case 'medications':
      return report.medications!.length
        ? table(
            doc,
            [
              { title: 'Medication', width: 2 },
              { title: 'Dose', width: 2 },
              { title: 'Given / expected', width: 1.5 },
              { title: 'Next dose', width: 2 },
            ],
            report.medications!.map((m) => [
              m.name,
              [m.dosage, m.frequency].filter(Boolean).join(', '),
              m.doses.expected === null ? `${m.doses.given} (as needed)` : `${m.doses.given} / ${m.doses.expected}`,
              m.nextDoseDue ? timeText(m.nextDoseDue, zone) : '',
            ]),
          )
        : paragraph(doc, 'No medications in this range.')
    case 'treatments':
      return report.treatments!.length
        ? table(
            doc,
            [
              { title: 'Product', width: 2 },
              { title: 'Last given', width: 1.5 },
              { title: 'Next due', width: 1.5 },
              { title: 'Status', width: 1 },
            ],
            report.treatments!.map((t) => [t.productName, t.lastGiven, t.nextDue, t.dueStatus.replace('_', ' ')]),
          )
        : paragraph(doc, 'No parasite treatments recorded.')
    case 'vaccinations':
      return report.vaccinations!.length
        ? table(
            doc,
            [
              { title: 'Vaccine', width: 2.6 },
              { title: 'Status', width: 1.1 },
              { title: 'Next due', width: 1.3 },
              { title: 'Last given', width: 1.3 },
              { title: 'Given in this range', width: 2.2 },
            ],
            report.vaccinations!.map((v) => [
              v.core === null ? v.vaccineName : `${v.vaccineName} (${v.core ? 'core' : 'non-core'})`,
              vaccinationStatusLabels[v.status],
              v.nextDue ? dateText(v.nextDue) : '—',
              dateText(v.lastGiven),
              v.dosesInRange.length
                ? v.dosesInRange
                    .map((d) => [dateText(d.givenOn), d.clinic, d.batchNumber && `batch ${d.batchNumber}`].filter(Boolean).join(', '))
                    .join('\n')
                : 'None',
            ]),
          )
        : paragraph(doc, 'No vaccinations recorded.')
    case 'diet': {
      const d = report.diet
      return d
        ? facts(doc, [
            ['Food type', d.foodType],
            ['Brand', d.brand],
            ['Feeding schedule', d.feedingSchedule],
            ['Portion', d.portionSize],
            ['Treats', d.treats],
            ['Restrictions', d.dietaryRestrictions],
            ['Notes', d.notes],
          ])
        : paragraph(doc, 'No diet recorded.')
    }
    case 'behavior': {
      const b = report.behavior
      return b ? facts(doc, behaviorFacts(b)) : paragraph(doc, 'No behaviour recorded.')
    }
    case 'notes':
      return report.notes!.length
        ? table(
            doc,
            [
              { title: 'When', width: 1.5 },
              { title: 'On', width: 1 },
              { title: 'Note', width: 5 },
            ],
            report.notes!.map((n) => [timeText(n.at, zone), n.source, n.text]),
          )
        : paragraph(doc, 'No notes in this range.')
  }
}
