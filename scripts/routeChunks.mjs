/**
 * Which JS files a route needs before it can start, read from Vite's build manifest: the entry with
 * its static imports, plus the route's own split component chunk with its static imports. Shared by
 * the prerender (to preload them) and by the size checks (to weigh them).
 */

/** @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }} ManifestChunk */
/** @typedef {Record<string, ManifestChunk>} Manifest */

/** @param {string} route */
export function routeModuleId(route) {
  if (route === '/') return 'src/routes/index.tsx?tsr-split=component'
  if (route === '/404') return undefined
  return `src/routes${route}.tsx?tsr-split=component`
}

/**
 * @param {Manifest} manifest
 * @param {string} id
 * @param {Set<string>} seen
 */
function collect(manifest, id, seen) {
  const chunk = manifest[id]
  if (!chunk || seen.has(chunk.file)) return
  seen.add(chunk.file)
  for (const child of chunk.imports ?? []) collect(manifest, child, seen)
}

/**
 * @param {Manifest} manifest
 * @param {string} route
 * @returns {{ entry: string[], route: string[] }} files relative to the output folder
 */
export function routeChunks(manifest, route) {
  const entryId = Object.keys(manifest).find((id) => manifest[id]?.isEntry)
  if (!entryId) throw new Error('The build manifest has no entry')
  const entry = new Set()
  collect(manifest, entryId, entry)
  const all = new Set(entry)
  const moduleId = routeModuleId(route)
  if (moduleId) collect(manifest, moduleId, all)
  return { entry: [...entry], route: [...all].filter((file) => !entry.has(file)) }
}

/**
 * What loading a lazily imported module fetches on top of the entry: its chunk and the static imports
 * the entry does not already hold.
 * @param {Manifest} manifest
 * @param {string} moduleId a source path as the manifest names it, e.g. `src/features/wallet/runtime/WalletRuntime.tsx`
 * @returns {string[]} files relative to the output folder
 */
export function lazyChunks(manifest, moduleId) {
  if (!manifest[moduleId]) throw new Error(`The build manifest has no chunk for ${moduleId}`)
  const { entry } = routeChunks(manifest, '/404')
  const loaded = new Set(entry)
  const all = new Set(entry)
  collect(manifest, moduleId, all)
  return [...all].filter((file) => !loaded.has(file))
}
