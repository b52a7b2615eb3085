import type { Logger, Plugin } from 'vite'
import { DEV_TOOL_MARKERS } from './buildChecks.mjs'

/**
 * What a build people reach must not carry: the development tools (the dev panel, the demo wallet with
 * anvil's public keys, the phone wallet page) and the addresses of the contracts `npm start` and the
 * journeys deploy on this machine's chains. Checked by `vite build` itself (vite.config.ts), so
 * `npm run build` and `npm run build:staging` refuse them, not only the build the tests make.
 */

/**
 * The only modes built against this machine's chains: `npm start` and the journeys (demo), `npm run dev`
 * (development) and Vitest (test). Every other mode, production, staging or one added later, counts as
 * shipped. src/features/chain/contracts.ts names the same three (written out there so the minifier
 * drops the local addresses from every other build); its test checks the two agree.
 */
export const LOCAL_MODES: readonly string[] = ['demo', 'development', 'test']

export const isLocalMode = (mode: string): boolean => LOCAL_MODES.includes(mode)

/** Every contract address in `contracts/out/deployments.json` (any chain), lower-cased. */
export function localContractAddresses(deployments: unknown): string[] {
  const found = new Set<string>()
  const walk = (value: unknown) => {
    if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) found.add(value.toLowerCase())
    else if (value && typeof value === 'object') for (const inner of Object.values(value)) walk(inner)
  }
  walk(deployments)
  return [...found].sort()
}

/** Why a build in `mode` with these `VITE_*` variables must not go ahead; empty when it may. */
export function shippedBuildProblems(
  mode: string,
  env: Record<string, string | undefined>,
  localAddresses: readonly string[],
): string[] {
  if (isLocalMode(mode)) return []
  const problems: string[] = []
  const devTools = env.VITE_DEV_TOOLS?.trim() ?? ''
  if (devTools !== '' && devTools !== 'false')
    problems.push(
      `VITE_DEV_TOOLS=${devTools} in a ${mode} build: the dev panel, the demo wallet (anvil's public keys) and the phone wallet page would ship. They exist only in the ${LOCAL_MODES.join(', ')} modes; remove it from .env.${mode}, .env.${mode}.local, .env, .env.local and the environment.`,
    )
  for (const [name, value] of Object.entries(env)) {
    const lower = value?.toLowerCase() ?? ''
    for (const address of localAddresses) {
      if (lower.includes(address))
        problems.push(
          `${name} holds ${address}, a contract on this machine's test chains (contracts/out/deployments.json): a ${mode} build may not point at it.`,
        )
    }
  }
  return problems
}

/** Local contract addresses and development tools in one built file's text. */
export function localArtifactsIn(file: string, text: string, localAddresses: readonly string[]): string[] {
  const lower = text.toLowerCase()
  return [
    ...localAddresses
      .filter((address) => lower.includes(address))
      .map((address) => `${file}: local contract address ${address}`),
    ...DEV_TOOL_MARKERS.filter((marker) => text.includes(marker)).map(
      (marker) => `${file}: development tools ("${marker}")`,
    ),
  ]
}

/**
 * Fails a shipped build whose output holds a local contract address or development tools, whatever put
 * them there (a mode left out of an allow-list, an import added to first-load code).
 */
export function shippedBuildGuard(mode: string, localAddresses: readonly string[]): Plugin {
  let ssr = false
  let logger: Logger | undefined
  return {
    name: 'yarm:shipped-build-guard',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr)
      logger = config.logger
    },
    generateBundle(_options, bundle) {
      // The prerender's Node build is not served; the pages it writes come from the client build's code.
      if (ssr || isLocalMode(mode)) return
      const problems = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? localArtifactsIn(output.fileName, output.code, localAddresses)
          : /\.(html|json|webmanifest|js|css)$/.test(output.fileName)
            ? localArtifactsIn(output.fileName, String(output.source), localAddresses)
            : [],
      )
      if (problems.length === 0) return
      const message = `A ${mode} build may not ship what runs only on this machine:\n- ${problems.join('\n- ')}`
      // Logged as well: vite-plugin-pwa's closeBundle still runs after a failed bundle, and its own error
      // (no manifest) is the one the build ends with.
      logger?.error(message)
      this.error(message)
    },
  }
}
