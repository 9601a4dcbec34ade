import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { completeOwnerOnboardingViaApi, createPetViaApi, expect, signUpViaApi, test as base } from './fixtures'

/**
 * The Breath Monitor's camera mode in Chromium with a fake camera that plays a generated clip
 * (bench/camera-breathing/generate.ts): a sleeping pet breathing at a known rate, or a dark
 * picture the counter must refuse. The clips are written to a temporary folder once (raw video is
 * too big to commit) and are the same byte for byte each time.
 */
const GENERATOR = new URL('../../bench/camera-breathing/generate.ts', import.meta.url).pathname
/** Seed 3's second clip: about 26 breaths a minute, 60 s, so a 30-s count never reaches its end. */
const CLIPS = {
  breathing: { kind: 'good', seed: 3, count: 2, file: '002-good' },
  dark: { kind: 'dark', seed: 3, count: 1, file: '001-dark' },
} as const
export type ClipName = keyof typeof CLIPS

function generatedClip(name: ClipName): { path: string; breathsPerMinute: number | null } {
  const clip = CLIPS[name]
  const dir = join(tmpdir(), 'pawpulse-e2e-camera-clips', `${clip.kind}-${clip.seed}`)
  const path = join(dir, `${clip.file}.y4m`)
  if (!existsSync(path)) {
    // Written beside, then moved in: two workers generating at once never read half a clip.
    const scratch = `${dir}.${process.pid}`
    rmSync(scratch, { recursive: true, force: true })
    mkdirSync(scratch, { recursive: true })
    const args = ['--out', scratch, '--kind', clip.kind, '--seed', String(clip.seed), '--count', String(clip.count), '--seconds', '60']
    execFileSync(process.execPath, ['--import', 'tsx', GENERATOR, ...args], { stdio: 'ignore' })
    mkdirSync(join(dir, '..'), { recursive: true })
    if (!existsSync(path)) renameSync(scratch, dir)
    rmSync(scratch, { recursive: true, force: true })
  }
  const truth = JSON.parse(readFileSync(path.replace(/\.y4m$/, '.json'), 'utf8')) as { breathsPerMinute: number | null }
  return { path, breathsPerMinute: truth.breathsPerMinute }
}

export const test = base.extend<{ truthRate: number | null }, { cameraClip: ClipName; clip: ReturnType<typeof generatedClip> }>({
  cameraClip: ['breathing', { scope: 'worker', option: true }],
  clip: [async ({ cameraClip }, use) => use(generatedClip(cameraClip)), { scope: 'worker', timeout: 180_000 }],
  // The config's Chromium and its flags, plus a fake camera that plays the clip (and no prompt).
  launchOptions: [
    async ({ launchOptions, clip }, use) =>
      use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-device-for-media-stream',
          '--use-fake-ui-for-media-stream',
          `--use-file-for-fake-video-capture=${clip.path}`,
        ],
      }),
    { scope: 'worker' },
  ],
  truthRate: async ({ clip }, use) => use(clip.breathsPerMinute),
})

export async function openCameraMode(page: Page) {
  await signUpViaApi(page)
  await completeOwnerOnboardingViaApi(page)
  await createPetViaApi(page, { name: 'Biscuit', species: 'dog' })
  await page.goto('/breathing')
  await expect(page.getByRole('heading', { level: 1, name: 'Breath Monitor' })).toBeVisible()
  await page.getByRole('group', { name: 'Count with' }).getByRole('radio', { name: 'Camera' }).check()
  await expect(page.getByText('Counted on this device: no picture or video leaves your phone or computer.')).toBeVisible()
  // The preview is playing when the box appears over it and Start is offered.
  await expect(page.getByRole('button', { name: 'Start the camera count' })).toBeEnabled()
}
