import { Link } from 'react-router'
import { useViewer } from '#web/lib/auth/viewer.ts'
import { LandingPage, type LandingLink } from '../components/landing-page'

const RouterLink: LandingLink = ({ href, ...props }) => <Link to={href} {...props} />

/** `/` inside the app (after a client-side navigation): the same page with router links. */
export function LandingRoute() {
  const viewer = useViewer()
  return <LandingPage Link={RouterLink} signedIn={viewer?.hasSession === true && viewer.role !== 'guest'} />
}
