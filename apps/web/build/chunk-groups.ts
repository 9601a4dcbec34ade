/**
 * Fewer, larger chunks (docs/decisions/037-page-weight.md): left alone, the bundler splits the
 * libraries along the lazy routes that share them, into many small files. Two groups instead:
 * React (every page, the landing too) and the libraries every signed-in page runs (router, query
 * cache, zod, toasts), which the landing page never loads. Our own code is left to the bundler: a
 * wider group of it was tried and either pulled the app into the landing page or gave pages code
 * they do not run (decision 037).
 */
export const codeSplitting = {
  groups: [
    { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
    { name: 'app-libraries', test: /node_modules[\\/](react-router|@tanstack|zod|sonner)[\\/]/, priority: 10 },
  ],
}
