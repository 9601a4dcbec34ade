// Synthetic camera clips of a sleeping pet breathing at a known rate, for measuring the camera
// breath counter against its goals (decision 035, bench/README.md; score.ts does the measuring).
//
//   npx tsx bench/camera-breathing/generate.ts --out DIR [--seed 16] [--count 16]
//       [--width 160] [--height 120] [--fps 15] [--seconds 30,60] [--kind good] [--rate 24]
//
// Seeded: the same options give the same clips, byte for byte. Clip i of a set is usable unless
// i % 4 === 3; those cycle through the unusable kinds (the pet shifting, the camera knocked or
// panned, a black picture, a region where nothing breathes). Usable rates spread over 10–60/min.
// Each clip is NNN-kind.y4m (grey 4:2:0, which Chromium's fake camera plays) beside NNN-kind.json
// (ClipTruth). --kind and --rate force every clip's kind and mean rate (an end-to-end test's clip);
// pauses and sighs slow a clip below that mean, so the truth's rate is what the clip holds. A
// player that loops a clip (Chromium's fake camera) jumps at the loop: make it longer than a count.
//
//   npx tsx bench/camera-breathing/generate.ts --fixtures
//
// writes fixtures.json beside this file: the committed set's options (FIXTURES) and every clip's
// truth. The clips themselves are not committed (raw video: 7 MB per 30 s clip at 120×90);
// score.ts generates them again from the options and checks each truth against this file.
import { once } from 'node:events'
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { writeFile } from 'node:fs/promises'
import type { Region } from '@pawpulse/domain/camera-breathing/counter'
import { clipKinds, describeClip, renderFrame, type ClipKind } from './render.ts'
import { Random } from './scene.ts'
import { y4mFrame, y4mHeader } from './y4m.ts'

export interface ClipTruth {
  id: string
  seed: number
  kind: ClipKind
  /** Whether the counter should count it; the others it must refuse. */
  usable: boolean
  /** The true mean rate over the clip (breaths/min, from the first to the last breath's onset); null when nothing breathes. */
  breathsPerMinute: number | null
  width: number
  height: number
  fps: number
  seconds: number
  /** The chest, as an owner would draw the box, in frame pixels. */
  region: Region
  /** How far the flank rises on an ordinary breath, pixels; the sensor noise's standard deviation. */
  amplitudePx: number
  noise: number
}

const UNUSABLE: ClipKind[] = ['moving', 'camera-moved', 'dark', 'still']

/** The committed fixture set: 12 usable clips and one of each unusable kind, small and short for CI. */
export const FIXTURES = { seed: 16, count: 16, width: 120, height: 90, fps: 15, seconds: 30 }

export interface ClipOptions {
  seed: number
  index: number
  width: number
  height: number
  fps: number
  seconds: number
  kind?: ClipKind
  rate?: number
}

/** Writes clip `index` of the set seeded `seed` into `dir`; returns its truth. */
export async function writeClip(dir: string, options: ClipOptions): Promise<ClipTruth> {
  const { index, width, height, fps, seconds } = options
  const seed = (Math.imul(options.seed, 1_000_003) + Math.imul(index + 1, 7919)) >>> 0
  const kind = options.kind ?? (index % 4 === 3 ? UNUSABLE[(index >> 2) % UNUSABLE.length]! : 'good')
  // Golden-ratio steps spread any run of clips evenly over 10–60 breaths/min.
  const rate = options.rate ?? 10 + 50 * (((index + 0.5) * 0.6180339887 + options.seed * 0.137) % 1)
  const clip = describeClip({ seed, kind, rate, width, height, fps, seconds })
  const id = `${String(index + 1).padStart(3, '0')}-${kind}`
  const noise = new Random(seed ^ 0x5eed)
  const file = createWriteStream(join(dir, `${id}.y4m`))
  const header = { width, height, fps }
  file.write(y4mHeader(header))
  for (let i = 0; i < Math.round(seconds * fps); i++) {
    const frame = y4mFrame(renderFrame(clip, i / fps, noise), header)
    if (!file.write(frame)) await once(file, 'drain')
  }
  file.end()
  await once(file, 'finish')
  const truth: ClipTruth = {
    id,
    seed,
    kind,
    usable: kind === 'good',
    breathsPerMinute: clip.rate ? Math.round(clip.rate * 100) / 100 : null,
    width,
    height,
    fps,
    seconds,
    region: clip.region,
    amplitudePx: Math.round(clip.amplitude * 100) / 100,
    noise: Math.round(clip.noise * 100) / 100,
  }
  await writeFile(join(dir, `${id}.json`), `${JSON.stringify(truth, null, 2)}\n`)
  return truth
}

async function main() {
  const { values } = parseArgs({
    options: {
      fixtures: { type: 'boolean', default: false },
      out: { type: 'string' },
      seed: { type: 'string', default: '16' },
      count: { type: 'string', default: '16' },
      width: { type: 'string', default: '160' },
      height: { type: 'string', default: '120' },
      fps: { type: 'string', default: '15' },
      seconds: { type: 'string', default: '30,60' },
      kind: { type: 'string' },
      rate: { type: 'string' },
    },
  })
  if (values.fixtures) return writeFixtures()
  if (!values.out) throw new Error('--out DIR is required')
  if (values.kind && !(clipKinds as readonly string[]).includes(values.kind)) throw new Error(`--kind is one of ${clipKinds.join(', ')}`)
  mkdirSync(values.out, { recursive: true })
  const lengths = values.seconds.split(',').map(Number)
  for (let index = 0; index < Number(values.count); index++) {
    const truth = await writeClip(values.out, {
      seed: Number(values.seed),
      index,
      width: Number(values.width),
      height: Number(values.height),
      fps: Number(values.fps),
      seconds: lengths[index % lengths.length]!,
      kind: values.kind as ClipKind | undefined,
      rate: values.rate ? Number(values.rate) : undefined,
    })
    console.log(
      `${truth.id}: ${truth.breathsPerMinute ?? '-'} breaths/min, ${truth.seconds} s, flank ${truth.amplitudePx} px, noise ${truth.noise}`,
    )
  }
}

/** Generates the fixture set into a temporary folder and writes fixtures.json from its truths. */
async function writeFixtures() {
  const dir = mkdtempSync(join(tmpdir(), 'camera-fixtures-'))
  const clips: ClipTruth[] = []
  const { seed, count, width, height, fps, seconds } = FIXTURES
  for (let index = 0; index < count; index++) clips.push(await writeClip(dir, { seed, index, width, height, fps, seconds }))
  rmSync(dir, { recursive: true, force: true })
  writeFileSync(join(import.meta.dirname, 'fixtures.json'), `${JSON.stringify({ ...FIXTURES, clips }, null, 2)}\n`)
  console.log(`fixtures.json: ${clips.length} clips`)
}

if (process.argv[1] === import.meta.filename) await main()
