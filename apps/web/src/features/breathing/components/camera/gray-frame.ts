/** The counter's frames: this wide, the height following the picture (a clip of 160×120 at 4:3). */
export const FRAME_WIDTH = 160
/** About 12 frames a second: breaths up to 80 a minute are still many frames apart. */
export const FRAME_INTERVAL_MS = 1000 / 12

/** The frame size for a picture of `videoWidth`×`videoHeight`: FRAME_WIDTH wide, an even height. */
export function frameSize(videoWidth: number, videoHeight: number): { width: number; height: number } {
  const height = Math.max(2, Math.round((FRAME_WIDTH * videoHeight) / videoWidth / 2) * 2)
  return { width: FRAME_WIDTH, height }
}

/** RGBA pixels → luminance (BT.601 weights, as a camera's Y plane), one byte a pixel. */
export function toGray(rgba: Uint8ClampedArray, pixels: number): Uint8Array {
  const gray = new Uint8Array(pixels)
  for (let i = 0, p = 0; i < pixels; i++, p += 4) {
    gray[i] = (rgba[p]! * 299 + rgba[p + 1]! * 587 + rgba[p + 2]! * 114 + 500) / 1000
  }
  return gray
}

/**
 * Draws the video's current picture into a small canvas and reads it back as grey pixels. The
 * canvas never joins the page and nothing of it leaves the device.
 */
export function createFrameGrabber(video: HTMLVideoElement) {
  const { width, height } = frameSize(video.videoWidth, video.videoHeight)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This browser cannot read the video’s pictures')
  return {
    width,
    height,
    grab(): Uint8Array {
      context.drawImage(video, 0, 0, width, height)
      return toGray(context.getImageData(0, 0, width, height).data, width * height)
    },
  }
}
