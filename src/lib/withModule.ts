/**
 * Runs `use` with a module loaded on need. Code out of reach (no service worker, a failing network) is
 * left for the next visit, as if it had had nothing to do; an error in `use` is still an error.
 */
export function withModule<M>(module: Promise<M>, use: (module: M) => void): Promise<void> {
  return module.then(use, () => {})
}
