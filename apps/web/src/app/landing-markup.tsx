import { LandingPage, type LandingLink } from '../features/landing/components/landing-page'

/** `/` has no router: its links are plain anchors, each loading the app. */
const AnchorLink: LandingLink = ({ href, ...props }) => <a href={href} {...props} />

/**
 * The landing page as `/` serves it: the build renders it signed out into `landing.html`
 * (`renderLandingMarkup`), and the landing entry hydrates the same tree, signed out at first, so
 * the markup matches and nothing is re-rendered before the session check answers.
 */
export function LandingMarkup({ signedIn }: { signedIn: boolean }) {
  return <LandingPage Link={AnchorLink} signedIn={signedIn} />
}
