import { describe, expect, it } from 'vitest'
import { answerToDraw } from './answer-to-draw'

const earlier = { rate: 18 }
const latest = { rate: 22 }

describe('answerToDraw', () => {
  it.each([
    ['the first answer has not come', { data: undefined, isPending: true }, undefined, { waiting: true, answer: undefined }],
    [
      'the first answer came, the deferred copy has not caught up',
      { data: latest, isPending: false },
      undefined,
      { waiting: true, answer: undefined },
    ],
    ['the deferred copy caught up', { data: latest, isPending: false }, latest, { waiting: false, answer: latest }],
    [
      'a refetch brought a new answer: the earlier stays drawn',
      { data: latest, isPending: false },
      earlier,
      { waiting: false, answer: earlier },
    ],
    [
      'another range, not asked before: the earlier range is not drawn',
      { data: undefined, isPending: true },
      earlier,
      { waiting: true, answer: undefined },
    ],
    [
      'the request failed: nothing to draw, no loading state',
      { data: undefined, isPending: false },
      undefined,
      { waiting: false, answer: undefined },
    ],
  ])('%s', (_case, query, deferred, expected) => {
    expect(answerToDraw(query, deferred)).toEqual(expected)
  })
})
