import { describe, expect, it } from 'vitest'
import {
  MARKETPLACE_DESCRIPTION_MAX,
  MARKETPLACE_NAME_MAX,
  MARKETPLACE_URL_MAX,
  marketplaceEntryInputSchema,
  marketplaceEntryUpdateSchema,
  marketplaceQuerySchema,
  outboundUrlSchema,
} from './marketplace-api'

const valid = {
  name: 'Hill’s Prescription Diet h/d',
  maker: 'Hill’s Pet Nutrition',
  category: 'food',
  species: ['dog'],
  conditions: ['mvd'],
  description: 'A prescription diet for dogs with heart disease.',
  vetFirst: true,
  url: 'https://www.hillspet.com',
}

/** The field and message of the first problem, or 'ok'. */
function firstIssue(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  if (result.success) return 'ok'
  const [issue] = result.error!.issues
  return `${issue!.path.join('.')}: ${issue!.message}`
}

describe('outboundUrlSchema (the maker’s page)', () => {
  const https = 'Enter the maker’s page as a full https:// address'
  it.each<[string, string]>([
    ['https://www.royalcanin.com', 'ok'],
    ['  https://ruffwear.com/products/front-range  ', 'ok'],
    ['http://www.royalcanin.com', `: ${https}`],
    ['javascript:alert(1)', `: ${https}`],
    ['data:text/html,<script>', `: ${https}`],
    ['//www.royalcanin.com', `: ${https}`],
    ['www.royalcanin.com', `: ${https}`],
    ['https://localhost', `: ${https}`],
    ['https://user:secret@example.com', `: ${https}`],
    [`https://example.com/${'a'.repeat(MARKETPLACE_URL_MAX)}`, `: The link must be at most ${MARKETPLACE_URL_MAX} characters`],
    ['https://example.com/\u0000', 'not ok'],
  ])('%s → %s', (url, expected) => {
    const result = outboundUrlSchema.safeParse(url)
    if (expected === 'not ok') expect(result.success).toBe(false)
    else expect(firstIssue(result)).toBe(expected)
  })

  it('keeps the address trimmed', () => {
    expect(outboundUrlSchema.parse(' https://www.purina.com ')).toBe('https://www.purina.com')
  })
})

describe('marketplaceEntryInputSchema (an admin adds an entry)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a complete entry', {}, 'ok'],
    ['no conditions: every pet of its species', { conditions: [] }, 'ok'],
    ['dogs and cats', { species: ['dog', 'cat'] }, 'ok'],
    ['no species', { species: [] }, 'species: Choose at least one species'],
    ['the same species twice', { species: ['dog', 'dog'] }, 'species: Choose each species once'],
    ['a rabbit', { species: ['rabbit'] }, 'species.0: Choose dog or cat'],
    ["'other' (the owner's own words)", { conditions: ['other'] }, 'conditions.0: Choose a condition from the list'],
    ['an unknown condition', { conditions: ['flu'] }, 'conditions.0: Choose a condition from the list'],
    ['an unknown category', { category: 'toys' }, 'category: Choose a category'],
    ['a blank name', { name: '   ' }, 'name: The name is required'],
    [
      'a name one over the limit',
      { name: 'x'.repeat(MARKETPLACE_NAME_MAX + 1) },
      `name: The name must be at most ${MARKETPLACE_NAME_MAX} characters`,
    ],
    ['a name at the limit', { name: 'x'.repeat(MARKETPLACE_NAME_MAX) }, 'ok'],
    ['a blank maker', { maker: '' }, 'maker: The maker is required'],
    [
      'a description one over the limit',
      { description: 'x'.repeat(MARKETPLACE_DESCRIPTION_MAX + 1) },
      `description: The description must be at most ${MARKETPLACE_DESCRIPTION_MAX} characters`,
    ],
    ['a plain-http link', { url: 'http://www.hillspet.com' }, 'url: Enter the maker’s page as a full https:// address'],
    ['a price (no prices in the marketplace)', { price: 12.5 }, ': Unrecognized key: "price"'],
  ])('%s → %s', (_, change, expected) => {
    expect(firstIssue(marketplaceEntryInputSchema.safeParse({ ...valid, ...change }))).toBe(expected)
  })

  it("reads 'ckd' as 'chronic_kidney_disease'", () => {
    expect(marketplaceEntryInputSchema.parse({ ...valid, conditions: ['ckd'] }).conditions).toEqual(['chronic_kidney_disease'])
  })

  it('defaults conditions to none, vet-first and hidden to false', () => {
    const { conditions: _, vetFirst: __, ...minimal } = valid
    expect(marketplaceEntryInputSchema.parse(minimal)).toMatchObject({ conditions: [], vetFirst: false, hidden: false })
  })

  it('refuses a name with a NUL, which PostgreSQL cannot store', () => {
    expect(marketplaceEntryInputSchema.safeParse({ ...valid, name: 'Diet\u0000' }).success).toBe(false)
  })
})

describe('marketplaceEntryUpdateSchema (an admin changes an entry)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['nothing', {}, 'ok'],
    ['hiding', { hidden: true }, 'ok'],
    ['one field', { description: 'New words.' }, 'ok'],
    ['no species', { species: [] }, 'species: Choose at least one species'],
    ["'other'", { conditions: ['mvd', 'other'] }, 'conditions.1: Choose a condition from the list'],
    ['a plain-http link', { url: 'http://example.com' }, 'url: Enter the maker’s page as a full https:// address'],
    ['a blank name', { name: '' }, 'name: The name is required'],
    ['an unknown field', { slug: 'mine' }, ': Unrecognized key: "slug"'],
  ])('%s → %s', (_, input, expected) => {
    expect(firstIssue(marketplaceEntryUpdateSchema.safeParse(input))).toBe(expected)
  })

  it('adds no defaults: a field not sent is not changed', () => {
    expect(marketplaceEntryUpdateSchema.parse({ hidden: true })).toEqual({ hidden: true })
  })

  it("reads 'ckd' as 'chronic_kidney_disease'", () => {
    expect(marketplaceEntryUpdateSchema.parse({ conditions: ['ckd'] })).toEqual({ conditions: ['chronic_kidney_disease'] })
  })
})

describe('marketplaceQuerySchema (the page’s filters)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['no filter', {}, 'ok'],
    ['every filter', { petId: '6f1c2b1e-4d5a-4c3b-9a8e-1f2d3c4b5a69', category: 'service', species: 'cat', condition: 'ibd' }, 'ok'],
    ['a malformed pet id', { petId: 'biscuit' }, 'petId: Unknown pet id'],
    ['an unknown category', { category: 'toys' }, 'category: Unknown category'],
    ['a rabbit', { species: 'rabbit' }, 'species: Choose dog or cat'],
    ['an unknown condition', { condition: 'flu' }, 'condition: Choose a condition from the list'],
    ['an unknown parameter', { price: 'low' }, ': Unrecognized key: "price"'],
  ])('%s → %s', (_, query, expected) => {
    expect(firstIssue(marketplaceQuerySchema.safeParse(query))).toBe(expected)
  })

  it("reads 'ckd' as 'chronic_kidney_disease'", () => {
    expect(marketplaceQuerySchema.parse({ condition: 'ckd' })).toEqual({ condition: 'chronic_kidney_disease' })
  })
})
