// How well the camera counts breaths (decision 035, bench/README.md): every clip generate.ts wrote
// (NNN-kind.y4m beside NNN-kind.json) goes through the domain's createBreathCounter with the
// truth's region, as the app's worker would feed it, and the result is compared with the truth.
//
//   npx tsx bench/camera-breathing/score.ts [DIR] [--check] [--verbose] [--json FILE] [--propose]
//
// Without DIR the committed fixture set is scored: fixtures.json holds the generator's options and
// every clip's truth; the clips are generated again into a temporary folder (raw video is too big
// to commit) and each truth must match the committed one, so a change to the generator shows.
//
// Frames are fed like a phone's worker gets them: every second clip sampled down to about 10 fps,
// each frame's time off by up to ±15 ms, and 3 % of frames dropped (seeded, so runs repeat).
// Prints, over usable clips the counter accepted: the share within ±2 breaths/min of the truth
// and the mean absolute error; and the share of usable clips refused and of unusable ones refused.
// --check exits 1 below a goal; --json writes { passed, failed, goals } for CI, one entry per goal.
// --propose counts in the box region.ts proposes instead of the truth's (a clip without a proposal
// counts as refused).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createBreathCounter, type CameraCount, type Region } from '@pawpulse/domain/camera-breathing/counter'
import { createRegionProposer } from '@pawpulse/domain/camera-breathing/region'
import { writeClip, type ClipTruth, type FIXTURES } from './generate.ts'
import { Random } from './scene.ts'
import { readY4m } from './y4m.ts'

export const GOALS = { withinTwo: 0.95, unusableRefused: 0.9, usableRefused: 0.05 } as const

export type FixtureSet = typeof FIXTURES & { clips: ClipTruth[] }

/** The clip's frames at the sampling a worker sees: 10 or 15 fps, uneven times, some dropped. */
function sampled(clip: ReturnType<typeof readY4m>, truth: ClipTruth, index: number): { frame: Uint8Array; time: number }[] {
  const random = new Random(truth.seed ^ 0xc0ffee)
  const interval = index % 2 ? 1000 / 10 : 1000 / clip.fps
  const out: { frame: Uint8Array; time: number }[] = []
  let next = 0
  clip.frames.forEach((frame, i) => {
    const time = (i * 1000) / clip.fps
    if (time + 1 < next) return
    next += interval
    if (random.chance(0.03)) return
    out.push({ frame, time: time + random.between(-15, 15) })
  })
  return out
}

/**
 * The clip through a counter in the truth's box, or with `propose`, in the box the proposer picks
 * from the whole clip (null when it picks none: the app would ask the owner to draw one).
 */
export function countClip(
  bytes: Uint8Array,
  truth: ClipTruth,
  index: number,
  propose = false,
): { count: CameraCount; proposed?: Region | null } {
  const clip = readY4m(bytes)
  const frames = sampled(clip, truth, index)
  let region: Region | null = truth.region
  if (propose) {
    const proposer = createRegionProposer({ width: clip.width, height: clip.height })
    for (const { frame, time } of frames) proposer.addFrame(frame, time)
    region = proposer.propose()?.region ?? null
    if (!region) return { count: { status: 'refused', reason: 'irregular', confidence: 0, seconds: truth.seconds }, proposed: null }
  }
  const counter = createBreathCounter({ width: clip.width, height: clip.height, region })
  for (const { frame, time } of frames) counter.addFrame(frame, time)
  return { count: counter.result(), ...(propose ? { proposed: region } : {}) }
}

async function fixtureDir(): Promise<{ dir: string; cleanUp: () => void }> {
  const set = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures.json'), 'utf8')) as FixtureSet
  const dir = mkdtempSync(join(tmpdir(), 'camera-breathing-'))
  const cleanUp = () => rmSync(dir, { recursive: true, force: true })
  for (const [index, committed] of set.clips.entries()) {
    const truth = await writeClip(dir, { seed: set.seed, index, width: set.width, height: set.height, fps: set.fps, seconds: set.seconds })
    if (JSON.stringify(truth) !== JSON.stringify(committed)) {
      cleanUp()
      throw new Error(
        `Clip ${committed.id} no longer matches fixtures.json: the generator changed (write the fixtures again, generate.ts --fixtures)`,
      )
    }
  }
  return { dir, cleanUp }
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      check: { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      json: { type: 'string' },
      propose: { type: 'boolean', default: false },
    },
  })
  const { dir, cleanUp } = positionals[0] ? { dir: positionals[0], cleanUp: () => {} } : await fixtureDir()
  const truths = readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as ClipTruth)

  const errors: number[] = []
  let usable = 0
  let usableRefused = 0
  let unusable = 0
  let unusableRefused = 0
  const proposals: (Region | null)[] = []
  const started = performance.now()
  let seconds = 0
  for (const [index, truth] of truths.entries()) {
    const { count: result, proposed } = countClip(readFileSync(join(dir, `${truth.id}.y4m`)), truth, index, values.propose)
    if (proposed !== undefined) proposals.push(proposed)
    seconds += truth.seconds
    const refused = result.status === 'refused'
    if (truth.usable) {
      usable++
      if (refused) usableRefused++
      else errors.push(Math.abs(result.breathsPerMinute - truth.breathsPerMinute!))
    } else {
      unusable++
      if (refused) unusableRefused++
    }
    const wrong = truth.usable ? refused || Math.abs(result.breathsPerMinute - truth.breathsPerMinute!) > 2 : !refused
    if (values.verbose || wrong) {
      const said = result.status === 'counted' ? `${result.breathsPerMinute}/min` : `refused ${result.reason}`
      console.log(
        `${wrong ? 'WRONG' : 'ok   '} ${truth.id.padEnd(18)} truth ${truth.usable ? `${truth.breathsPerMinute}/min` : 'unusable'}, said ${said} (confidence ${result.confidence}); flank ${truth.amplitudePx} px, noise ${truth.noise}`,
      )
    }
  }
  const elapsed = performance.now() - started
  cleanUp()

  const within = errors.filter((e) => e <= 2).length
  const share = (n: number, of: number) => (of ? n / of : 0)
  const percent = (x: number) => `${(100 * x).toFixed(1)} %`
  const goals = [
    { goal: 'accepted usable clips within ±2/min', value: share(within, errors.length), target: `≥ ${percent(GOALS.withinTwo)}` },
    { goal: 'unusable clips refused', value: share(unusableRefused, unusable), target: `≥ ${percent(GOALS.unusableRefused)}` },
    { goal: 'usable clips refused', value: share(usableRefused, usable), target: `< ${percent(GOALS.usableRefused)}` },
  ].map((g, i) => ({ ...g, met: i === 2 ? g.value < GOALS.usableRefused : g.value >= (i ? GOALS.unusableRefused : GOALS.withinTwo) }))
  const mae = errors.reduce((a, b) => a + b, 0) / (errors.length || 1)
  console.log(
    `${truths.length} clips (${usable} usable, ${unusable} unusable), ${Math.round(seconds)} s of video counted in ${(elapsed / 1000).toFixed(1)} s`,
  )
  console.log(
    `accepted usable clips within ±2/min: ${within} of ${errors.length}, ${percent(share(within, errors.length))}; mean absolute error ${mae.toFixed(2)}/min`,
  )
  console.log(`usable clips refused: ${usableRefused} of ${usable}, ${percent(share(usableRefused, usable))}`)
  console.log(`unusable clips refused: ${unusableRefused} of ${unusable}, ${percent(share(unusableRefused, unusable))}`)
  for (const g of goals) console.log(`  ${g.goal}: ${percent(g.value)} — goal ${g.target}: ${g.met ? 'met' : 'NOT met'}`)
  const passed = goals.filter((g) => g.met).length
  const failed = goals.length - passed
  if (values.json) writeFileSync(values.json, JSON.stringify({ passed, failed, goals, meanAbsoluteError: mae }, null, 2))
  console.log(`camera breathing accuracy: ${passed} passed, ${failed} failed`)
  if (values.check && failed > 0) process.exitCode = 1
}

if (process.argv[1] === import.meta.filename) await main()
