import { Outlet } from 'react-router'
import { FeedbackButton } from './feedback-button'

/** A layout route for pages outside the app layout that still offer feedback (the AI onboarding page). */
export function WithFeedbackButton() {
  return (
    <>
      <Outlet />
      <FeedbackButton />
    </>
  )
}
