import type sharpModule from 'sharp'

export type SharpFactory = typeof sharpModule

let loading: Promise<SharpFactory> | undefined

/**
 * sharp loads libvips, a native library, when it is imported: about a tenth of the server's start.
 * Most starts never touch an image before their first upload, so sharp is loaded then, once.
 */
export function loadSharp(): Promise<SharpFactory> {
  return (loading ??= import('sharp').then((loaded) => loaded.default))
}
