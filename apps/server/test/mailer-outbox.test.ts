import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createMailer } from '#server/lib/mailer.ts'

// Without SMTP_URL every mail is an .eml file in <data>/outbox: made on the first mail, and made
// again if someone removed it while the server ran, so no mail is ever lost to a missing folder.
const root = await mkdtemp(join(tmpdir(), 'pawpulse-outbox-'))
afterAll(() => rm(root, { recursive: true, force: true }))

describe('the outbox mailer', () => {
  it('writes each mail as an .eml file, making the folder when it is missing', async () => {
    const outboxDir = join(root, 'data', 'outbox')
    const mailer = createMailer({ outboxDir })
    await mailer.send({ to: 'owner@example.com', subject: 'Pepper: Heart tablet', text: 'Give it with food.' })
    const [first] = await readdir(outboxDir)
    const message = await readFile(join(outboxDir, first!), 'utf8')
    expect(message).toContain('Subject: Pepper: Heart tablet')
    expect(message).toContain('Give it with food.')

    await rm(outboxDir, { recursive: true })
    await mailer.send({ to: 'owner@example.com', subject: 'Second', text: 'Again.' })
    expect(await readdir(outboxDir)).toHaveLength(1)
  })
})
