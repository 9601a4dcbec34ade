import { Link } from 'react-router'
import { buttonClassName } from './ui/button'

/** The not-found page's content (docs/product/app-shell.md#not-found): an unknown address, or a page of something that is not there. */
export function NotFoundMessage() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center">
      <p className="text-5xl font-bold text-primary" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-foreground">Page not found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <Link to="/" className={buttonClassName({ className: 'mt-2' })}>
        Go to the home page
      </Link>
    </div>
  )
}
