import { NotFoundMessage } from '#web/components/not-found-message.tsx'

/** Any unknown address (`*`): docs/product/app-shell.md#not-found. */
export function NotFoundPage() {
  return <NotFoundMessage />
}
