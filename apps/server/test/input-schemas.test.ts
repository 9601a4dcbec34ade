import { signInSchema, signUpSchema } from '@pawpulse/domain/auth-input'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { createTestApp } from './test-app'

const { app } = await createTestApp()

/**
 * Every string an API route reads — body, query, path, multipart field — must refuse the NUL
 * character and lone surrogates (PostgreSQL would fail on them), and every free-form JSON value
 * must refuse them at any depth. Checked on the schemas themselves, so a new route or field that
 * forgets the domain's `textSchema` fails here, not in production.
 */
type Node = z.core.$ZodType
type Def = Record<string, unknown> & { type: string }

const defOf = (node: Node) => node._zod.def as unknown as Def

function leaves(root: Node, where: string): { node: Node; where: string; kind: 'string' | 'json' }[] {
  const found: { node: Node; where: string; kind: 'string' | 'json' }[] = []
  const seen = new Set<Node>()
  const visit = (node: Node | undefined, at: string) => {
    if (!node || seen.has(node)) return
    seen.add(node)
    const def = defOf(node)
    switch (def.type) {
      case 'string':
        return void found.push({ node, where: at, kind: 'string' })
      case 'unknown':
      case 'any':
        return void found.push({ node, where: at, kind: 'json' })
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, Node>)) visit(child, `${at}.${key}`)
        return visit(def.catchall as Node | undefined, `${at}.*`)
      case 'array':
        return visit(def.element as Node, `${at}[]`)
      case 'record':
        visit(def.keyType as Node, `${at}{key}`)
        return visit(def.valueType as Node, `${at}{value}`)
      case 'union':
        return (def.options as Node[]).forEach((option, index) => visit(option, `${at}|${index}`))
      case 'intersection':
        visit(def.left as Node, at)
        return visit(def.right as Node, at)
      case 'tuple':
        ;(def.items as Node[]).forEach((item, index) => visit(item, `${at}[${index}]`))
        return visit(def.rest as Node | undefined, `${at}[…]`)
      case 'pipe':
        visit(def.in as Node, at)
        return visit(def.out as Node, at)
      case 'lazy':
        return visit((def.getter as () => Node)(), at)
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return visit(def.innerType as Node, at)
      default:
        // Numbers, booleans, enums, literals, files (custom), transforms: no text of their own.
        return
    }
  }
  visit(root, where)
  return found
}

const refuses = (node: Node, value: unknown) => !(node as z.ZodType).safeParse(value).success

function unprotected(root: Node, where: string): string[] {
  return leaves(root, where)
    .filter(({ node, kind }) =>
      kind === 'string'
        ? !(refuses(node, 'x\u0000y') && refuses(node, 'x\ud800y'))
        : !(refuses(node, { 'k\u0000': 1 }) && refuses(node, { k: ['\udfff'] })),
    )
    .map(({ where: at }) => at)
}

interface RouteDefinition {
  type: string
  route?: {
    method: string
    path: string
    request?: { params?: Node; query?: Node; body?: { content: Record<string, { schema: Node }> } }
  }
}

describe('input schemas', () => {
  const routes = (app.openAPIRegistry.definitions as RouteDefinition[]).flatMap((definition) =>
    definition.route ? [definition.route] : [],
  )

  it('cover every documented route', () => {
    // A sanity check on the walk itself: the registry lists the routes with a request to check.
    expect(routes.filter((route) => route.request).length).toBeGreaterThan(40)
  })

  it('refuse NUL and lone surrogates in every string and JSON value a route reads', () => {
    const gaps = routes.flatMap(({ method, path, request }) => {
      const name = `${method.toUpperCase()} ${path}`
      return [
        ...(request?.params ? unprotected(request.params, `${name} params`) : []),
        ...(request?.query ? unprotected(request.query, `${name} query`) : []),
        ...Object.entries(request?.body?.content ?? {}).flatMap(([type, { schema }]) => unprotected(schema, `${name} ${type}`)),
      ]
    })
    expect(gaps).toEqual([])
  })

  it('refuse them in the auth bodies the server validates before Better Auth', () => {
    expect([...unprotected(signUpSchema, 'sign-up'), ...unprotected(signInSchema, 'sign-in')]).toEqual([])
  })

  it('the walk finds a plain zod string or unknown, however deep', () => {
    const careless = z.object({ name: z.string().trim(), tags: z.array(z.string()).optional(), data: z.record(z.string(), z.unknown()) })
    expect(unprotected(careless, 'careless')).toEqual(['careless.name', 'careless.tags[]', 'careless.data{key}', 'careless.data{value}'])
  })
})
