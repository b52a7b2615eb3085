import * as z from 'zod/mini'
import { projectIdProblem } from './projectId'

export { MISSING_PROJECT_ID } from './projectId'

/**
 * Every outside URL the app talks to comes from here, validated once. A build with a missing or
 * malformed value fails at start-up with the variable's name rather than sending requests to
 * `undefined/v1/...`.
 */
const url = z.pipe(
  z.url({ protocol: /^https?$/ }),
  z.transform((value: string) => value.replace(/\/+$/, '')),
)

export const SUPPORTED_CHAIN_IDS = [1, 8453, 42161, 10, 56] as const
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number]

const configSchema = z.object({
  appName: z.string().check(z.minLength(1)),
  siteUrl: url,
  apiBaseUrl: url,
  nameServiceUrl: url,
  avatarBaseUrl: url,
  docsUrl: url,
  walletConnectProjectId: z.string(),
  /** A relay of our own (the local one in the demo and the journeys); unset: WalletConnect's public relay. */
  walletConnectRelayUrl: z.optional(
    z.pipe(
      z.url({ protocol: /^wss?$/ }),
      z.transform((value: string) => value.replace(/\/+$/, '')),
    ),
  ),
  rpcUrls: z.partialRecord(z.enum(SUPPORTED_CHAIN_IDS.map(String) as [string, ...string[]]), url),
  version: z.string(),
})

export type AppConfig = z.infer<typeof configSchema>

type Env = Record<string, string | boolean | undefined>

export function readConfig(env: Env): AppConfig {
  const rpcUrls: Record<string, unknown> = {}
  for (const id of SUPPORTED_CHAIN_IDS) {
    const value = env[`VITE_RPC_URL_${id}`]
    if (value) rpcUrls[String(id)] = value
  }
  const projectId = env.VITE_WALLETCONNECT_PROJECT_ID
  const problem = projectIdProblem(String(env.MODE ?? 'development'), projectId ? String(projectId) : '')
  if (problem)
    throw new Error(`Invalid app configuration (VITE_* variables):\nwalletConnectProjectId: ${problem}`)
  const parsed = configSchema.safeParse({
    appName: env.VITE_APP_NAME,
    siteUrl: env.VITE_SITE_URL,
    apiBaseUrl: env.VITE_API_BASE_URL,
    nameServiceUrl: env.VITE_NAME_SERVICE_URL,
    avatarBaseUrl: env.VITE_AVATAR_BASE_URL,
    docsUrl: env.VITE_DOCS_URL,
    walletConnectProjectId: env.VITE_WALLETCONNECT_PROJECT_ID ?? '',
    walletConnectRelayUrl: env.VITE_WALLETCONNECT_RELAY_URL || undefined,
    rpcUrls,
    version: env.VITE_APP_VERSION ?? '0.0.0',
  })
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid app configuration (VITE_* variables):\n${fields.join('\n')}`)
  }
  return parsed.data
}

export const config: AppConfig = readConfig(import.meta.env)

/**
 * Development tools (the dev panel, test-only actions) are compiled in only when this is true. It is
 * read straight from `import.meta.env` so that the minifier folds it and drops the code from
 * production bundles.
 */
export const DEV_TOOLS = import.meta.env.VITE_DEV_TOOLS === 'true'
