import { renderToString } from 'react-dom/server'
import { LandingMarkup } from './landing-markup'

/**
 * The signed-out landing page as HTML, for the build (`build/prerender-landing.ts`): a visitor's
 * browser paints it before any script has loaded (decision 065).
 */
export function renderLandingMarkup(): string {
  return renderToString(<LandingMarkup signedIn={false} />)
}
