import { describe, expect, it } from 'vitest'
import { getPath, pathsMeet, setPath } from './paths'

describe('getPath', () => {
  it.each([
    { source: { a: { b: 2 } }, path: 'a.b', value: 2 },
    { source: { list: [{ name: 'x' }] }, path: 'list.0.name', value: 'x' },
    { source: { a: null }, path: 'a.b', value: undefined },
    { source: { a: 1 }, path: 'b', value: undefined },
  ])('$path of $source is $value', ({ source, path, value }) => {
    expect(getPath(source, path)).toEqual(value)
  })
})

describe('setPath', () => {
  it('copies the objects along the path and leaves the rest shared', () => {
    const other = { kept: true }
    const source = { a: { b: 1, c: 2 }, other }
    const next = setPath(source, 'a.b', 5)
    expect(next).toEqual({ a: { b: 5, c: 2 }, other })
    expect(source.a.b).toBe(1)
    expect(next.other).toBe(other)
  })

  it.each([
    { path: 'a.b', value: { a: { b: 1 } } },
    { path: 'list.0.name', value: { list: [{ name: 1 }] } },
  ])('makes the missing steps of $path', ({ path, value }) => {
    expect(setPath({}, path, 1)).toEqual(value)
  })
})

describe('pathsMeet', () => {
  it.each([
    { changed: 'a', watched: 'a', meet: true },
    { changed: 'a.b', watched: 'a', meet: true },
    { changed: 'a', watched: 'a.b', meet: true },
    { changed: 'ab', watched: 'a', meet: false },
    { changed: 'a.c', watched: 'a.b', meet: false },
  ])('a change at $changed reaches $watched: $meet', ({ changed, watched, meet }) => {
    expect(pathsMeet(changed, watched)).toBe(meet)
  })
})
