// YUV4MPEG2 (.y4m) clips, grey: what the generator writes, the scorer reads, and Chromium's fake
// camera (--use-file-for-fake-video-capture) plays. Frames are 4:2:0 with neutral chroma (C420jpeg),
// the format Chromium's file capture reads; only the luminance plane carries the picture.

export interface Y4mHeader {
  width: number
  height: number
  fps: number
}

export function y4mHeader({ width, height, fps }: Y4mHeader): Uint8Array {
  if (width % 2 || height % 2) throw new RangeError('A 4:2:0 clip needs an even width and height')
  return new TextEncoder().encode(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`)
}

const FRAME = new TextEncoder().encode('FRAME\n')

/** One frame's bytes: the FRAME line, the grey plane, and both chroma planes at 128. */
export function y4mFrame(gray: Uint8Array, { width, height }: Y4mHeader): Uint8Array {
  const chroma = (width / 2) * (height / 2) * 2
  const out = new Uint8Array(FRAME.length + width * height + chroma)
  out.set(FRAME, 0)
  out.set(gray, FRAME.length)
  out.fill(128, FRAME.length + width * height)
  return out
}

/** The header of a clip and its frames' grey planes (views into `bytes`, not copies). */
export function readY4m(bytes: Uint8Array): Y4mHeader & { frames: Uint8Array[] } {
  const decoder = new TextDecoder()
  const lineEnd = (from: number) => {
    const at = bytes.indexOf(10, from)
    if (at < 0) throw new Error('Not a YUV4MPEG2 clip: a line does not end')
    return at
  }
  const headerEnd = lineEnd(0)
  const tokens = decoder.decode(bytes.subarray(0, headerEnd)).split(' ')
  if (tokens[0] !== 'YUV4MPEG2') throw new Error('Not a YUV4MPEG2 clip')
  const tag = (letter: string) => tokens.find((t) => t.startsWith(letter))?.slice(1)
  const width = Number(tag('W'))
  const height = Number(tag('H'))
  const [num = 30, den = 1] = (tag('F') ?? '30:1').split(':').map(Number)
  const colour = tag('C') ?? '420jpeg'
  const planes = colour.startsWith('mono') ? 1 : colour.startsWith('444') ? 3 : colour.startsWith('422') ? 2 : 1.5
  const frameBytes = Math.round(width * height * planes)
  const frames: Uint8Array[] = []
  let at = headerEnd + 1
  while (at < bytes.length) {
    const end = lineEnd(at)
    if (!decoder.decode(bytes.subarray(at, end)).startsWith('FRAME')) throw new Error(`Not a frame at byte ${at}`)
    if (end + 1 + frameBytes > bytes.length) break
    frames.push(bytes.subarray(end + 1, end + 1 + width * height))
    at = end + 1 + frameBytes
  }
  return { width, height, fps: num / den, frames }
}
