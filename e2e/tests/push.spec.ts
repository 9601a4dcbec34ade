import { randomUUID } from 'node:crypto'
import { BASE_URL } from '../env'
import { completeOwnerOnboardingViaApi, expect, signUpViaApi, test } from './fixtures'

const SHOTS = process.env.E2E_SHOTS_DIR

test.describe('push notifications', () => {
  // The service worker is what these tests are about (the other specs block it: playwright.config.ts).
  test.use({ serviceWorkers: 'allow' })

  test('with permission granted, the page turns push on (or says why it cannot) and the service worker shows a pushed reminder with Done and Snooze', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'], { origin: BASE_URL })
    await signUpViaApi(page)
    await completeOwnerOnboardingViaApi(page)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/notifications')

    const push = page.getByRole('region', { name: 'Push notifications on this device' })
    await expect(push).toContainText('Off: turn it on')
    await push.getByRole('button', { name: 'Turn on push on this device' }).click()
    // Chromium reaches its push service through the vendor's servers; a machine without them (CI
    // here) cannot subscribe, and the page must say so rather than pretend.
    await expect(push.getByText(/^On: reminders that use push pop up|could not reach its push service/)).toBeVisible()
    if (SHOTS) await push.screenshot({ path: `${SHOTS}/push-section-1280.png` })

    // The service worker is installed either way; deliver a message to it as the push service would.
    const cdp = await context.newCDPSession(page)
    const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
    await cdp.send('ServiceWorker.enable')
    const current = () => registrations.findLast((r) => r.scopeURL === `${BASE_URL}/` && !r.isDeleted)
    await expect.poll(current).toBeTruthy()
    const registrationId = current()!.registrationId
    // A push event goes to the registration's active worker, which there is only once its install
    // (storing the release's files) has finished, and which takes it only once it has activated
    // (dropping older releases' caches): `ready` settles as activation starts, so on a busy machine
    // a message sent then was lost. The messages are delivered after both.
    await page.evaluate(async () => {
      const worker = (await navigator.serviceWorker.ready).active
      if (!worker || worker.state === 'activated') return
      await new Promise<void>((activated) =>
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') activated()
        }),
      )
    })
    // The server's payload (packages/domain/src/push-api.ts pushPayloadSchema).
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: BASE_URL,
      registrationId,
      data: JSON.stringify({
        title: 'Pepper: Heart tablet',
        body: 'Medication · due 08:00',
        url: '/notifications',
        occurrenceId: randomUUID(),
        tag: 'occurrence-1',
      }),
    })
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          actions: (n as Notification & { actions: { action: string; title: string }[] }).actions.map((a) => a.title),
          icon: new URL(n.icon).pathname,
          badge: new URL(n.badge).pathname,
        }))
      })
    await expect.poll(shown).toEqual([
      {
        title: 'Pepper: Heart tablet',
        body: 'Medication · due 08:00',
        actions: ['Done', 'Snooze 1 hour'],
        icon: '/icons/icon-192.png',
        badge: '/icons/badge-96.png',
      },
    ])
    // Both are PNGs the server has: the badge, a one-colour mask, is what Android shows in the status bar.
    for (const path of ['/icons/icon-192.png', '/icons/badge-96.png']) {
      const image = await page.request.get(path)
      expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/png'])
    }

    // The same occurrence pushed again (a snooze ended) replaces the notification instead of stacking.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: BASE_URL,
      registrationId,
      data: JSON.stringify({
        title: 'Pepper: Heart tablet',
        body: 'Medication · snoozed',
        url: '/notifications',
        occurrenceId: randomUUID(),
        tag: 'occurrence-1',
      }),
    })
    await expect.poll(async () => (await shown()).map((n) => n.body)).toEqual(['Medication · snoozed'])
  })
})
