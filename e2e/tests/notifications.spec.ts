import { BASE_URL } from '../env'
import {
  completeOwnerOnboardingViaApi,
  createPetViaApi,
  expect,
  linkInMailTo,
  newAccount,
  seriousViolations,
  signUpViaApi,
  test,
} from './fixtures'

const TIME_ZONE = 'Europe/Berlin'

/**
 * The owner's date and time (Berlin) of the next whole minute at least 20 s away: a "once"
 * reminder there fires within about 20–80 s, and is never in the past when the server checks it.
 */
function soonInOwnerZone(now = Date.now()) {
  const due = new Date(Math.ceil((now + 20_000) / 60_000) * 60_000)
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(due)
      .map((part) => [part.type, part.value]),
  )
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

test.describe('notifications', () => {
  test('an owner sets a reminder; it fires into the inbox with the badge, is marked done, and its e-mail link says so', async ({
    page,
  }) => {
    // Waiting for a real minute to pass, and for the page's one-minute poll, on a busy machine.
    test.setTimeout(360_000)
    const account = await signUpViaApi(page, newAccount())
    await completeOwnerOnboardingViaApi(page)
    const tz = await page.request.patch('/api/me', { data: { timezone: TIME_ZONE }, headers: { origin: BASE_URL } })
    expect(tz.status(), await tz.text()).toBe(200)
    await createPetViaApi(page, { name: 'Pepper', species: 'dog' })

    await page.goto('/notifications')
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(page.getByText('No reminders yet')).toBeVisible()

    await page.getByRole('button', { name: 'New reminder' }).click()
    const form = page.getByRole('form', { name: 'Add reminder' })
    await form.getByLabel('Title').fill('Heart tablet')
    await form.getByLabel('Pet').selectOption({ label: 'Pepper' })
    await form.getByLabel('Repeat').selectOption('once')
    const due = soonInOwnerZone()
    await form.getByLabel('Start date').fill(due.date)
    await form.getByLabel('Time 1').fill(due.time)
    await form.getByRole('button', { name: 'Add reminder' }).click()

    const reminders = page.getByRole('region', { name: 'Reminders' })
    const item = reminders.getByRole('listitem').filter({ hasText: 'Heart tablet' })
    await expect(item).toContainText('Pepper · Medication')
    await expect(item).toContainText(`at ${due.time}`)

    // It fires: the inbox entry and the badge come with the page's next poll (every 60 s).
    const sidebar = page.getByRole('navigation', { name: 'Main' })
    await expect(sidebar.getByRole('link', { name: 'Notifications 1 unread' })).toBeVisible({ timeout: 180_000 })
    const inbox = page.getByRole('region', { name: /Inbox/ })
    await expect(inbox.getByText('Unread: Heart tablet')).toBeVisible()
    const dueNow = page.getByRole('region', { name: 'Due now' })
    await expect(dueNow.getByRole('heading', { name: 'Heart tablet' })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    await dueNow.getByRole('button', { name: 'Done Heart tablet' }).click()
    await expect(page.getByText('Marked done', { exact: true })).toBeVisible()
    await expect(dueNow.getByText('Nothing due')).toBeVisible()
    // Done reads the entry: the badge goes.
    await expect(sidebar.getByRole('link', { name: 'Notifications', exact: true })).toBeVisible()

    // The e-mail's link, opened afterwards, says what happened and marks nothing again.
    const doneLink = await linkInMailTo(account.email, /https?:\/\/[^\s"<>]+\/reminders\/done\/[^\s"<>]+/)
    await page.goto(new URL(doneLink).pathname)
    await expect(page.getByRole('heading', { name: 'Heart tablet' })).toBeVisible()
    await expect(page.getByText('This reminder is already marked done.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mark done' })).toHaveCount(0)

    // At 375 px the page with its entries fits the screen, the badge on More included.
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/notifications')
    await expect(page.getByRole('region', { name: 'Reminders' }).getByRole('heading', { name: 'Heart tablet' })).toBeVisible()
    await expect(page.getByRole('region', { name: /Inbox/ }).getByRole('listitem').filter({ hasText: 'Heart tablet' })).toHaveCount(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
  })

  test('the e-mail’s link marks the reminder done with its button, not when it is opened', async ({ page }) => {
    test.setTimeout(360_000)
    const account = await signUpViaApi(page, newAccount())
    await completeOwnerOnboardingViaApi(page)
    await page.request.patch('/api/me', { data: { timezone: TIME_ZONE }, headers: { origin: BASE_URL } })
    const due = soonInOwnerZone()
    const created = await page.request.post('/api/reminders', {
      data: { petId: null, category: 'vet_visit', title: 'Call the vet', startDate: due.date, times: [due.time], repeat: 'once' },
      headers: { origin: BASE_URL },
    })
    expect(created.status(), await created.text()).toBe(201)

    const doneLink = new URL(await linkInMailTo(account.email, /https?:\/\/[^\s"<>]+\/reminders\/done\/[^\s"<>]+/, { timeoutMs: 180_000 }))
      .pathname
    // Opened in a context with no session, as from a phone's mail app.
    const phone = await page.context().browser()!.newContext({ baseURL: BASE_URL })
    const mailPage = await phone.newPage()
    await mailPage.goto(doneLink)
    await expect(mailPage.getByRole('heading', { name: 'Call the vet' })).toBeVisible()
    // Opening changed nothing: it is still due for the owner.
    const waiting = await page.request.get('/api/reminder-occurrences')
    expect(((await waiting.json()) as { occurrences: { title: string; status: string }[] }).occurrences).toEqual([
      expect.objectContaining({ title: 'Call the vet', status: 'due' }),
    ])
    await mailPage.getByRole('button', { name: 'Mark done' }).click()
    await expect(mailPage.getByText('Marked done.')).toBeVisible()
    await phone.close()

    const after = await page.request.get('/api/reminder-occurrences')
    expect(((await after.json()) as { occurrences: unknown[] }).occurrences).toEqual([])
  })
})
