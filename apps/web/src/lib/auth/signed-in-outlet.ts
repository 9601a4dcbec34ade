import { useOutletContext } from 'react-router'

/**
 * The logged-out-only guard (app/guards) hands its page this callback. Once a sign-in succeeds
 * the page reports where to go; the guard then navigates there instead of sending the (now
 * signed-in) user to '/' as it does for someone who opens /auth already signed in.
 */
export interface SignedInOutletContext {
  onSignedIn: (destination: string) => void
}

export function useOnSignedIn(): SignedInOutletContext['onSignedIn'] {
  return useOutletContext<SignedInOutletContext>().onSignedIn
}
