import { INVALID, url } from './lib/check'
import { projectIdProblem } from './projectId'

export { MISSING_PROJECT_ID } from './projectId'

/**
 * Validated once: a missing or malformed value fails at start-up with the variable's name rather than
 * sending requests to `undefined/v1/...`. Checked by hand (lib/check), not with zod: every page runs this first.
 */
export const SUPPORTED_CHAIN_IDS = [1, 8453, 42161, 10, 56] as const
export type SupportedChainId = (typeof SUPPORTED_CHAIN_IDS)[number]

export interface AppConfig {
  appName: string
  siteUrl: string
  apiBaseUrl: string
  nameServiceUrl: string
  avatarBaseUrl: string
  docsUrl: string
  walletConnectProjectId: string
  /** A relay of our own (the local one in the demo and the journeys); unset: WalletConnect's public relay. */
  walletConnectRelayUrl?: string
  rpcUrls: Partial<Record<string, string>>
  version: string
}

type Env = Record<string, string | boolean | undefined>

const httpUrl = url(['http', 'https'])
const wsUrl = url(['ws', 'wss'])

export function readConfig(env: Env): AppConfig {
  const projectId = env.VITE_WALLETCONNECT_PROJECT_ID
  const problem = projectIdProblem(String(env.MODE ?? 'development'), projectId ? String(projectId) : '')
  if (problem)
    throw new Error(`Invalid app configuration (VITE_* variables):\nwalletConnectProjectId: ${problem}`)
  const problems: string[] = []
  const urlOf = (field: string, value: unknown, check = httpUrl): string => {
    const checked = check(value)
    if (checked === INVALID) {
      problems.push(`${field}: ${typeof value === 'string' ? 'Invalid URL' : 'Required'}`)
      return ''
    }
    return checked.replace(/\/+$/, '')
  }
  const rpcUrls: Record<string, string> = {}
  for (const id of SUPPORTED_CHAIN_IDS) {
    const value = env[`VITE_RPC_URL_${id}`]
    if (value) rpcUrls[String(id)] = urlOf(`rpcUrls.${id}`, value)
  }
  const appName = env.VITE_APP_NAME
  if (typeof appName !== 'string' || appName.length === 0) problems.push('appName: Required')
  const relay = env.VITE_WALLETCONNECT_RELAY_URL || undefined
  const parsed: AppConfig = {
    appName: String(appName),
    siteUrl: urlOf('siteUrl', env.VITE_SITE_URL),
    apiBaseUrl: urlOf('apiBaseUrl', env.VITE_API_BASE_URL),
    nameServiceUrl: urlOf('nameServiceUrl', env.VITE_NAME_SERVICE_URL),
    avatarBaseUrl: urlOf('avatarBaseUrl', env.VITE_AVATAR_BASE_URL),
    docsUrl: urlOf('docsUrl', env.VITE_DOCS_URL),
    walletConnectProjectId: String(projectId ?? ''),
    ...(relay === undefined ? {} : { walletConnectRelayUrl: urlOf('walletConnectRelayUrl', relay, wsUrl) }),
    rpcUrls,
    version: String(env.VITE_APP_VERSION ?? '0.0.0'),
  }
  if (problems.length > 0)
    throw new Error(`Invalid app configuration (VITE_* variables):\n${problems.join('\n')}`)
  return parsed
}

export const config: AppConfig = readConfig(import.meta.env)

/** Read straight from `import.meta.env` so that the minifier folds it and drops the code from production bundles. */
export const DEV_TOOLS = import.meta.env.VITE_DEV_TOOLS === 'true'
