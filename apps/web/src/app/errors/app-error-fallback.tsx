/** A render failure of the whole app shows 'Unable to load application' with the message. */
export function AppErrorFallback({ error }: { error: unknown }) {
  return (
    <main id="main" className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-3 px-4 text-center">
      <div role="alert" className="contents">
        <h1 className="text-2xl font-bold text-foreground">Unable to load application</h1>
        <p className="text-muted-foreground">{error instanceof Error ? error.message : String(error)}</p>
      </div>
      <button
        type="button"
        className="h-10 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary-hover"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  )
}
