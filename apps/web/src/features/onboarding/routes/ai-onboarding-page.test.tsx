import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { fakeApi, guestUser, healthy, sessionOf } from '#web/test/fake-api.ts'
import { renderApp } from '#web/test/render-app.tsx'

describe('AI onboarding wizard frame', () => {
  it('walks the five steps, says each comes later, and Restart returns to step 1', async () => {
    fakeApi({ 'GET /api/health': healthy, 'GET /api/auth/get-session': sessionOf(guestUser()) })
    renderApp('/onboarding/ai')
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Step 1: Co-parents' })).toBeInTheDocument()
    expect(screen.getByText('This step comes in a later release.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()

    const titles = ['Pet names', 'Pet photo upload', 'Vet records upload', 'Review']
    for (const [index, title] of titles.entries()) {
      await userEvent.click(screen.getByRole('button', { name: 'Next' }))
      expect(screen.getByText(`Step ${index + 2} of 5`)).toBeInTheDocument()
      expect(screen.getByRole('heading', { level: 2, name: `Step ${index + 2}: ${title}` })).toHaveFocus()
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()

    await userEvent.click(screen.getByRole('link', { name: 'Restart' }))
    expect(await screen.findByText('Step 1 of 5')).toBeInTheDocument()
  })
})
