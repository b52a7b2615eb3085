/**
 * Code split from the page that could not be fetched when it was needed (offline, or the site's host out of
 * reach). Nothing was done with it.
 */
export class CodeUnreachable extends Error {
  override name = 'CodeUnreachable' as const
  constructor(cause: unknown) {
    super('Part of the app could not be loaded', { cause })
  }
}

/**
 * `load`, asked once per page: later calls share its outcome, a failure too (as CodeUnreachable). For code
 * whose caller has another way when it is out of reach: Chromium keeps a failed module import failed for the
 * page's life, and every new try raises `vite:preloadError`, which reloads the page once the host serves a
 * new build (chunkReload), there losing what the person had typed.
 */
export function loadOncePerPage<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined
  return () => {
    loading ??= load().catch((cause: unknown) => {
      throw new CodeUnreachable(cause)
    })
    return loading
  }
}
