import { MARKETPLACE_DISCLAIMER, VET_FIRST_NOTE } from '@pawpulse/domain/marketplace'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { apiError, fakeApi, sessionUser, signedInApi } from '#web/test/fake-api.ts'
import { petFixture, REX_ID } from '#web/test/health-fixtures.ts'
import { renderApp } from '#web/test/render-app.tsx'

const owner = sessionUser()
const biscuit = petFixture({ name: 'Biscuit', currentConditions: ['mvd'] })
const entryId = (n: number) => `dddddddd-dddd-4ddd-8ddd-00000000000${n}`

function entry(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: entryId(n),
    name: `Entry ${n}`,
    maker: `Maker ${n}`,
    category: 'equipment',
    species: ['dog'],
    conditions: [],
    description: `What entry ${n} is for.`,
    vetFirst: false,
    url: `https://maker${n}.example.com/product`,
    imageUrl: null,
    forCondition: false,
    reason: 'For Biscuit',
    petIds: [REX_ID],
    ...overrides,
  }
}

const cardiacDiet = entry(1, {
  name: 'Prescription Diet h/d Heart Care',
  maker: 'Hill’s Pet Nutrition',
  category: 'food',
  conditions: ['mvd'],
  description: 'A low-sodium diet for dogs with heart disease.',
  vetFirst: true,
  url: 'https://www.hillspet.com/dog-food/prescription-diet-hd-canine-dry',
  forCondition: true,
  reason: 'Because Biscuit has MVD',
})
const harness = entry(2, { name: 'Walk harness', maker: 'Ruffwear', imageUrl: '/api/files/marketplace/harness.webp' })
const conditions = [{ key: 'mvd', label: 'MVD', petNames: ['Biscuit'] }]

describe('/marketplace', () => {
  it('shows each entry with why it is shown, the vet-first note and a link to the maker’s site in a new tab', async () => {
    fakeApi({ ...signedInApi(owner, [biscuit]), 'GET /api/marketplace': { body: { entries: [cardiacDiet, harness], conditions } } })
    renderApp('/marketplace')

    const forMvd = await screen.findByRole('region', { name: 'For Biscuit’s MVD' })
    const diet = within(forMvd).getByRole('article', { name: 'Prescription Diet h/d Heart Care' })
    expect(within(diet).getByText('Because Biscuit has MVD')).toBeInTheDocument()
    expect(within(diet).getByText(VET_FIRST_NOTE)).toBeInTheDocument()
    expect(within(diet).getByText('by Hill’s Pet Nutrition')).toBeInTheDocument()
    expect(within(diet).getByText('Food')).toBeInTheDocument()
    const link = within(diet).getByRole('link', { name: /^Visit Hill’s Pet Nutrition/ })
    expect(link).toHaveAttribute('href', 'https://www.hillspet.com/dog-food/prescription-diet-hd-canine-dry')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(link).toHaveAccessibleName(/new tab/)

    const more = screen.getByRole('region', { name: 'More for your pets' })
    const harnessCard = within(more).getByRole('article', { name: 'Walk harness' })
    expect(within(harnessCard).queryByText(VET_FIRST_NOTE)).not.toBeInTheDocument()
    expect(harnessCard.querySelector('img')).toHaveAttribute('src', '/api/files/marketplace/harness.webp')
    expect(screen.getAllByText(MARKETPLACE_DISCLAIMER)).toHaveLength(1)
    expect(screen.queryByText(/€|\$|price|add to cart/i)).not.toBeInTheDocument()
  })

  it('asks for the chosen condition and category, keeps them in the address, and reads them back on a reload', async () => {
    const queries: string[] = []
    fakeApi({
      ...signedInApi(owner, [biscuit]),
      'GET /api/marketplace': ({ url }) => {
        queries.push(url.search)
        return { body: { entries: url.searchParams.has('category') ? [cardiacDiet] : [cardiacDiet, harness], conditions } }
      },
    })
    const app = renderApp('/marketplace')
    const filters = await screen.findByRole('search', { name: 'Filter the marketplace' })
    const condition = await within(filters).findByRole('group', { name: 'Condition' })
    await userEvent.click(await within(condition).findByRole('button', { name: /MVD/ }))
    await waitFor(() => expect(queries.at(-1)).toBe('?condition=mvd'))
    expect(app.location()).toBe('/marketplace?condition=mvd')
    expect(within(condition).getByRole('button', { name: /MVD/ })).toHaveAttribute('aria-pressed', 'true')

    await userEvent.click(within(within(filters).getByRole('group', { name: 'Category' })).getByRole('button', { name: 'Food' }))
    await waitFor(() => expect(queries.at(-1)).toBe('?category=food&condition=mvd'))
    expect(app.location()).toBe('/marketplace?condition=mvd&category=food')
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Walk harness' })).not.toBeInTheDocument())
    app.unmount()

    renderApp('/marketplace?condition=mvd&category=food')
    await waitFor(() => expect(queries.at(-1)).toBe('?category=food&condition=mvd'))
    const again = await screen.findByRole('search', { name: 'Filter the marketplace' })
    expect(within(again).getByRole('button', { name: 'Food' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('filters by pet and species from the selects', async () => {
    const queries: string[] = []
    fakeApi({
      ...signedInApi(owner, [biscuit]),
      'GET /api/marketplace': ({ url }) => {
        queries.push(url.search)
        return { body: { entries: [cardiacDiet], conditions } }
      },
    })
    const app = renderApp('/marketplace')
    const filters = await screen.findByRole('search', { name: 'Filter the marketplace' })
    await userEvent.selectOptions(await within(filters).findByLabelText('Pet'), 'Biscuit')
    await userEvent.selectOptions(within(filters).getByLabelText('Species'), 'Dogs')
    await waitFor(() => expect(queries.at(-1)).toBe(`?petId=${REX_ID}&species=dog`))
    expect(app.location()).toBe(`/marketplace?petId=${REX_ID}&species=dog`)
  })

  it('calls the list the whole catalogue when the owner has no pets yet', async () => {
    fakeApi({
      ...signedInApi(owner, []),
      'GET /api/marketplace': { body: { entries: [entry(2, { name: 'Walk harness', reason: null, petIds: [] })], conditions: [] } },
    })
    renderApp('/marketplace')
    const all = await screen.findByRole('region', { name: 'The whole catalogue' })
    expect(within(all).getByRole('article', { name: 'Walk harness' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: /your pets/ })).not.toBeInTheDocument()
  })

  it('says when nothing matches and clears the filters', async () => {
    fakeApi({
      ...signedInApi(owner, [biscuit]),
      'GET /api/marketplace': ({ url }) => ({ body: { entries: url.search ? [] : [harness], conditions } }),
    })
    const app = renderApp('/marketplace?category=service')
    expect(await screen.findByText('No products match these filters')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(await screen.findByRole('article', { name: 'Walk harness' })).toBeInTheDocument()
    expect(app.location()).toBe('/marketplace')
  })

  it('shows the loading dots while the catalogue loads', async () => {
    fakeApi({ ...signedInApi(owner, [biscuit]), 'GET /api/marketplace': 'never' })
    renderApp('/marketplace')
    expect(await screen.findByRole('status', { name: 'Loading the marketplace' })).toBeInTheDocument()
    expect(screen.getByRole('search', { name: 'Filter the marketplace' })).toBeInTheDocument()
  })

  it('says so when the catalogue cannot be loaded', async () => {
    fakeApi({ ...signedInApi(owner, [biscuit]), 'GET /api/marketplace': apiError(404, 'NOT_FOUND', 'Pet not found') })
    renderApp(`/marketplace?petId=${REX_ID}`)
    expect(await screen.findByText('The marketplace could not be loaded. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument()
  })
})
