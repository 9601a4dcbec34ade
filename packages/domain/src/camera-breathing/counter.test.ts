import { describe, expect, it } from 'vitest'
import { CAMERA_CONFIDENCE_THRESHOLD, createBreathCounter, type CameraCount } from './counter.ts'

const WIDTH = 64
const HEIGHT = 48
const REGION = { x: 8, y: 8, width: 48, height: 32 }

/** A seeded uniform generator, so the noisy cases are the same on every run. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 4294967296
  }
}

/** A smooth texture (a few sine gratings): fur-like blobs several pixels wide. */
const texture = (x: number, y: number) =>
  128 + 30 * Math.sin(x * 0.7 + y * 0.3) + 25 * Math.sin(y * 0.9 - x * 0.2 + 1) + 15 * Math.sin((x + y) * 0.45 + 2)

interface Scene {
  perMinute: number
  seconds: number
  /** Peak shift of the texture, pixels. */
  amplitude?: number
  noise?: number
  /** Grey levels added per second (light drifting). */
  drift?: number
  /** At this second the whole picture jumps 6 px (the camera knocked). */
  jumpAt?: number
  blank?: boolean
  fps?: number
}

/** The texture shifted up and down by a breathing wave, at about `fps` with uneven frame times. */
function count(scene: Scene): CameraCount {
  const { perMinute, seconds, amplitude = 1, noise = 2, drift = 0, fps = 12 } = scene
  const next = random(perMinute * 7 + seconds)
  const counter = createBreathCounter({ width: WIDTH, height: HEIGHT, region: REGION })
  for (let time = 0; time <= seconds * 1000; time += 1000 / fps + (next() - 0.5) * 20) {
    const t = time / 1000
    const shift = amplitude * Math.sin((2 * Math.PI * perMinute * t) / 60) ** 2
    const jump = scene.jumpAt !== undefined && t > scene.jumpAt ? 6 : 0
    const frame = new Uint8Array(WIDTH * HEIGHT)
    for (let y = 0; y < HEIGHT; y++)
      for (let x = 0; x < WIDTH; x++) {
        const value = scene.blank ? 2 : texture(x + jump, y - shift * (y / HEIGHT) * 2) + drift * t
        frame[y * WIDTH + x] = Math.max(0, Math.min(255, Math.round(value + noise * (next() - 0.5) * 3.4)))
      }
    counter.addFrame(frame, time)
  }
  return counter.result()
}

// Each case builds hundreds of frames: seconds on a busy machine, not a timing test.
describe('createBreathCounter', { timeout: 60_000 }, () => {
  // sin² has two rises a cycle: the breathing rate is twice the sine's.
  it.each([
    { perMinute: 6, seconds: 30 },
    { perMinute: 12, seconds: 30 },
    { perMinute: 20, seconds: 20, noise: 4 },
    { perMinute: 30, seconds: 30, drift: 1.5 },
    { perMinute: 15, seconds: 30, amplitude: 0.4 },
  ])('counts $perMinute × 2 breaths/min from a texture that rises and falls (%o)', (scene) => {
    const result = count(scene)
    expect(result).toMatchObject({ status: 'counted' })
    if (result.status !== 'counted') return
    expect(Math.abs(result.breathsPerMinute - 2 * scene.perMinute)).toBeLessThanOrEqual(1)
    expect(result.confidence).toBeGreaterThanOrEqual(CAMERA_CONFIDENCE_THRESHOLD)
    expect(Math.abs(result.seconds - scene.seconds)).toBeLessThan(0.5)
  })

  it.each<{ name: string; scene: Scene; reason: string }>([
    { name: 'under 10 s of frames', scene: { perMinute: 12, seconds: 8 }, reason: 'too-short' },
    { name: 'a black picture', scene: { perMinute: 12, seconds: 30, blank: true }, reason: 'flat' },
    { name: 'nothing moving', scene: { perMinute: 12, seconds: 30, amplitude: 0 }, reason: 'flat' },
    { name: 'the camera knocked', scene: { perMinute: 12, seconds: 30, jumpAt: 14 }, reason: 'moved' },
  ])('refuses $name ($reason)', ({ scene, reason }) => {
    expect(count(scene)).toMatchObject({ status: 'refused', reason })
  })

  it('refuses when the light jumps (a lamp switched on)', () => {
    const counter = createBreathCounter({ width: WIDTH, height: HEIGHT })
    for (let i = 0; i < 200; i++) {
      const frame = new Uint8Array(WIDTH * HEIGHT)
      for (let p = 0; p < frame.length; p++) frame[p] = Math.round(texture(p % WIDTH, Math.floor(p / WIDTH)) * (i < 100 ? 0.5 : 1))
      counter.addFrame(frame, i * 80)
    }
    expect(counter.result()).toMatchObject({ status: 'refused', reason: 'light' })
  })

  it('skips a frame not later than the last, and says too-short before 10 s', () => {
    const counter = createBreathCounter({ width: WIDTH, height: HEIGHT, region: REGION })
    const frame = new Uint8Array(WIDTH * HEIGHT).fill(100)
    counter.addFrame(frame, 1000)
    counter.addFrame(frame, 1000)
    counter.addFrame(frame, 900)
    expect(counter.result()).toEqual({ status: 'refused', reason: 'too-short', confidence: 0, seconds: 0 })
  })

  it('rejects a frame of the wrong size', () => {
    const counter = createBreathCounter({ width: WIDTH, height: HEIGHT })
    expect(() => counter.addFrame(new Uint8Array(10), 0)).toThrow(RangeError)
  })
})
