// One clip's scene drawn frame by frame (scene.ts has the pieces). `describeClip` draws every
// random choice of a clip from its seed; `renderFrame` paints the scene at a time.
import type { Region } from '@pawpulse/domain/camera-breathing/counter'
import { breathSequence, chestRise, noiseTexture, Random, sample, trueRate, type Breath } from './scene.ts'

/** Usable clips and the unusable ones the counter must refuse. */
export const clipKinds = ['good', 'moving', 'camera-moved', 'dark', 'still'] as const
export type ClipKind = (typeof clipKinds)[number]

interface Move {
  start: number
  duration: number
  dx: number
  dy: number
  /** Radians. */
  angle: number
}

export interface Clip {
  kind: ClipKind
  width: number
  height: number
  fps: number
  seconds: number
  breaths: Breath[]
  /** The true mean rate, breaths/min (0 when nothing breathes in the region). */
  rate: number
  region: Region
  /** How far the top of the flank rises on an ordinary breath, pixels. */
  amplitude: number
  body: { cx: number; cy: number; a: number; b: number; side: 1 | -1 }
  fur: { texture: Float32Array; level: number; contrast: number; scale: number }
  blanket: { texture: Float32Array; level: number; contrast: number }
  light: { drift: number; waveAmplitude: number; wavePeriod: number; wavePhase: number }
  shake: { wander: number; phases: number[]; vibration: number; vibrationHz: number; jitter: number }
  noise: number
  /** The pet shifting (kind 'moving'), the paw twitching, the camera knocked or panned. */
  moves: Move[]
  twitches: Move[]
  cameraMoves: Move[]
}

const TEXTURE = 128
const NOISE = (() => {
  const random = new Random(0x9015e)
  return Float32Array.from({ length: 65_521 }, () => random.normal())
})()

export function describeClip(options: {
  seed: number
  kind: ClipKind
  rate: number
  width: number
  height: number
  fps: number
  seconds: number
}): Clip {
  const { seed, kind, width, height, fps, seconds } = options
  const random = new Random(seed)
  const scale = width / 160
  const night = random.chance(0.5)
  const a = width * random.between(0.28, 0.36)
  const b = height * random.between(0.17, 0.24)
  const floor = height * random.between(0.72, 0.82)
  const body = { cx: width * random.between(0.42, 0.52), cy: floor - b, a, b, side: random.chance(0.5) ? (1 as const) : (-1 as const) }
  const breaths = breathSequence(random, options.rate, seconds, random.between(0.04, 0.14))
  const amplitude = kind === 'still' ? 0 : scale * random.between(0.8, 2.6)
  const chestX = body.cx + body.side * 0.25 * a
  const region = {
    x: Math.round(chestX - a * random.between(0.4, 0.5)),
    y: Math.round(body.cy - b * random.between(1.12, 1.3)),
    width: Math.round(a * random.between(0.85, 1)),
    height: Math.round(b * random.between(1.5, 1.75)),
  }
  const moves = (count: number, from: number, to: number, size: () => [number, number, number], duration: [number, number]) =>
    Array.from({ length: count }, () => {
      const [dx, dy, angle] = size()
      return { start: seconds * random.between(from, to), duration: random.between(...duration), dx, dy, angle }
    })
  const sign = () => (random.chance(0.5) ? 1 : -1)
  const panned = random.chance(0.5)
  return {
    kind,
    width,
    height,
    fps,
    seconds,
    breaths,
    rate: kind === 'still' || kind === 'dark' ? 0 : trueRate(breaths, seconds),
    region,
    amplitude,
    body,
    fur: {
      texture: noiseTexture(random, TEXTURE, random.between(5, 9)),
      level: night ? random.between(35, 70) : random.between(70, 170),
      contrast: night ? random.between(25, 45) : random.between(40, 90),
      scale: Math.max(0.6, scale),
    },
    blanket: {
      texture: noiseTexture(random, TEXTURE, random.between(8, 16)),
      level: random.between(40, 120),
      contrast: random.between(15, 50),
    },
    light: {
      drift: random.between(-0.25, 0.25),
      waveAmplitude: random.between(0, 0.06),
      wavePeriod: random.between(40, 120),
      wavePhase: random.between(0, 2 * Math.PI),
    },
    shake: {
      wander: scale * random.between(0.05, 0.5),
      phases: [random.next(), random.next(), random.next(), random.next()].map((p) => p * 2 * Math.PI),
      vibration: scale * random.between(0, 0.15),
      vibrationHz: random.between(3, 12),
      jitter: scale * random.between(0, 0.08),
    },
    noise: kind === 'dark' ? 1.5 : night ? random.between(3, 7) : random.between(1.5, 4),
    moves:
      kind === 'moving'
        ? moves(
            random.chance(0.5) ? 1 : 2,
            0.2,
            0.75,
            () => [sign() * scale * random.between(6, 20), sign() * scale * random.between(2, 8), sign() * random.between(0.05, 0.2)],
            [0.8, 2.5],
          )
        : [],
    twitches: moves(
      Math.floor(random.between(3, 9)),
      0,
      1,
      () => [sign() * scale * random.between(1, 4), -scale * random.between(0.5, 3), 0],
      [0.15, 0.4],
    ),
    cameraMoves:
      kind === 'camera-moved'
        ? moves(
            1,
            0.2,
            0.8,
            () => [sign() * scale * random.between(5, 20), sign() * scale * random.between(2, 10), 0],
            panned ? [3, 8] : [0.15, 0.6],
          )
        : [],
  }
}

/** How far along a move is at t: 0 before, 1 after, smooth between. */
const progress = (move: Move, t: number) => {
  const f = Math.min(1, Math.max(0, (t - move.start) / move.duration))
  return f * f * (3 - 2 * f)
}

/** A twitch goes out and comes back. */
const twitch = (move: Move, t: number) => {
  const f = (t - move.start) / move.duration
  return f > 0 && f < 1 ? Math.sin(Math.PI * f) : 0
}

/** The frame at time t (seconds): grey, width×height. `random` draws the sensor noise. */
export function renderFrame(clip: Clip, t: number, random: Random): Uint8Array {
  const { width, height, body, fur, blanket, light, shake } = clip
  const out = new Uint8Array(width * height)
  // The camera: slow wander, a vibration, a little jitter, and any knock or pan.
  let ox = 0
  let oy = 0
  for (let k = 0; k < 2; k++) {
    ox += (shake.wander / 2) * Math.sin(2 * Math.PI * (0.013 + 0.021 * k) * t + shake.phases[k]!)
    oy += (shake.wander / 2) * Math.sin(2 * Math.PI * (0.017 + 0.019 * k) * t + shake.phases[k + 2]!)
  }
  ox += shake.vibration * Math.sin(2 * Math.PI * shake.vibrationHz * t) + shake.jitter * random.normal()
  oy += shake.vibration * Math.cos(2 * Math.PI * shake.vibrationHz * 1.3 * t) + shake.jitter * random.normal()
  for (const move of clip.cameraMoves) {
    ox += move.dx * progress(move, t)
    oy += move.dy * progress(move, t)
  }
  // The pet's pose (it may shift), the chest's rise, the paw's twitch.
  let px = 0
  let py = 0
  let angle = 0
  for (const move of clip.moves) {
    const f = progress(move, t)
    px += move.dx * f
    py += move.dy * f
    angle += move.angle * f
  }
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)]
  const rise = (clip.amplitude * chestRise(clip.breaths, t)) / (2 * body.b)
  let pawX = 0
  let pawY = 0
  for (const move of clip.twitches) {
    pawX += move.dx * twitch(move, t)
    pawY += move.dy * twitch(move, t)
  }
  const gain =
    1 + light.drift * (t / clip.seconds - 0.5) + light.waveAmplitude * Math.sin((2 * Math.PI * t) / light.wavePeriod + light.wavePhase)
  const floor = body.cy + body.b
  const head = { x: body.cx + body.side * body.a * 0.95, y: body.cy - body.b * 0.35, r: body.b * 0.55 }
  const paw = { x: body.cx + body.side * body.a * 1.05 + pawX, y: floor - body.b * 0.12 + pawY, rx: body.a * 0.18, ry: body.b * 0.16 }
  const dark = clip.kind === 'dark'
  const furAt = (u: number, v: number, shade: number) =>
    (fur.level + fur.contrast * (sample(fur.texture, TEXTURE, u / fur.scale, v / fur.scale) - 0.5)) * shade
  // Sensor noise: a table of normal draws read from a random start with a random odd stride
  // (a draw per pixel from the generator itself was half of the rendering time).
  let at = Math.floor(random.next() * NOISE.length)
  const stride = 2 * Math.floor(random.next() * 5000) + 1

  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // World coordinates (the camera moved by ox, oy), then the pet's own (undoing its shift).
      const wx = x + ox
      const wy = y + oy
      const rx = body.cx + cos * (wx - body.cx - px) + sin * (wy - floor - py)
      const ry = floor - sin * (wx - body.cx - px) + cos * (wy - floor - py)
      // The body, breathing: its rest shape seen through the rise (anchored on the blanket).
      const by = floor - (floor - ry) / (1 + rise)
      const bx = body.cx + (rx - body.cx) / (1 + 0.3 * rise)
      const r = Math.hypot((bx - body.cx) / body.a, (by - body.cy) / body.b)
      const onBody = edge(0.5 + (1 - r) * body.b)
      let value = onBody < 1 ? blanket.level + blanket.contrast * (sample(blanket.texture, TEXTURE, wx * 0.8, wy * 0.8) - 0.5) : 0
      if (onBody > 0) value += (furAt(bx, by, 0.8 + 0.2 * (1 - Math.min(1, r * r))) - value) * onBody
      const rh = Math.hypot(rx - head.x, ry - head.y) / head.r
      const onHead = edge(0.5 + (1 - rh) * head.r)
      if (onHead > 0) value += (furAt(rx + 40, ry + 40, 0.85 + 0.15 * (1 - Math.min(1, rh * rh))) - value) * onHead
      const rp = Math.hypot((rx - paw.x) / paw.rx, (ry - paw.y) / paw.ry)
      const onPaw = edge(0.5 + (1 - rp) * paw.ry)
      if (onPaw > 0) value += (furAt(rx - pawX + 80, ry - pawY, 0.9) - value) * onPaw
      const level = dark ? 3 + 2 * (value / 255) : value * gain
      out[y * width + x] = Math.max(0, Math.min(255, Math.round(level + clip.noise * NOISE[(at = (at + stride) % NOISE.length)]!)))
    }
  }
  return out
}

/** How much a shape covers a pixel, 0..1: a one-pixel soft edge, so its outline moves smoothly. */
const edge = (alpha: number) => Math.min(1, Math.max(0, alpha))
