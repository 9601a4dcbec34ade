import { CAMERA_CONFIDENCE_THRESHOLD, type CameraCount } from '@pawpulse/domain/camera-breathing/counter'
import { describe, expect, it } from 'vitest'
import { breathsIn, durationForVideo, isUsableCount, refusalMessage } from './camera-count-words'

const counted = (confidence: number): CameraCount => ({ status: 'counted', breathsPerMinute: 24, confidence, seconds: 30 })
const refused = (reason: Extract<CameraCount, { status: 'refused' }>['reason']): CameraCount => ({
  status: 'refused',
  reason,
  confidence: 0.2,
  seconds: 30,
})

describe('what the camera counted', () => {
  it.each([
    ['a confident count', counted(0.9), true],
    ['a count at the threshold', counted(CAMERA_CONFIDENCE_THRESHOLD), true],
    ['a count below the threshold', counted(CAMERA_CONFIDENCE_THRESHOLD - 0.01), false],
    ['a refusal', refused('moved'), false],
  ])('%s may be saved: %s', (_name, count, expected) => expect(isUsableCount(count)).toBe(expected))

  it.each([
    ['moved', /Biscuit or the phone moved/],
    ['flat', /Hardly any breathing movement showed in the box/],
    ['light', /The light changed during the count/],
    ['too-short', /at least 10 seconds/],
    ['irregular', /did not show a steady rhythm/],
  ] as const)('says why it refused (%s) in plain words', (reason, message) => {
    expect(refusalMessage(refused(reason), 'Biscuit')).toMatch(message)
  })

  it('says a count below the threshold was not sure enough', () => {
    expect(refusalMessage(counted(0.3), 'Biscuit')).toMatch(/not sure enough/)
  })

  it.each([
    [30, 45.2, 30],
    [60, 45.2, 30],
    [60, 60, 60],
    [15, 200, 15],
    [30, 16, 15],
    [15, 14.9, null],
  ] as const)('chosen %i s of a %f s video counts %s s', (chosen, video, expected) => {
    expect(durationForVideo(chosen, video)).toBe(expected)
  })

  it.each([
    [26, 30, 13],
    [25, 15, 6],
    [21, 60, 21],
    [47, 30, 24],
  ] as const)('%i a minute over %i s is stored as %i breaths', (rate, seconds, breaths) => {
    expect(breathsIn(rate, seconds)).toBe(breaths)
  })
})
