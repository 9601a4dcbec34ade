import { Link } from 'react-router'
import { LandingPage, type LandingLink } from '../components/landing-page'

const RouterLink: LandingLink = ({ href, ...props }) => <Link to={href} {...props} />

/** `/` inside the app (after a client-side navigation): the same page with router links. */
export function LandingRoute() {
  return <LandingPage Link={RouterLink} />
}
