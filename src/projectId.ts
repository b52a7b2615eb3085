/** Shared by `src/config.ts` and `vite.config.ts`; no side effects: Node imports this while the build is configured. */

/** Spec section 8: a wallet-pairing project id is required. */
export const MISSING_PROJECT_ID =
  'No projectId found. Every dApp must now provide a WalletConnect Cloud projectId to enable WalletConnect v2.'

/**
 * Ids printed in wallet libraries' documentation and copied into countless apps (wagmi's and
 * RainbowKit's examples). A build using one borrows someone else's quota and relay identity.
 */
export const EXAMPLE_PROJECT_IDS: readonly string[] = ['3fbb6bba6f1de962d911bb5b5c9dba88', 'YOUR_PROJECT_ID']

/** Modes that produce something users reach; only these must carry a project id of their own. */
export const SHIPPED_MODES: readonly string[] = ['production', 'staging']

/** The repository has no id for `npm run dev`; starts with the spec's sentence, which the app shows for a missing id. */
export const DEVELOPMENT_PROJECT_ID_MISSING = `${MISSING_PROJECT_ID} Development has no default (only the demo and test modes have a local one): put VITE_WALLETCONNECT_PROJECT_ID in .env.development.local (ignored by git), your project's id from cloud.reown.com, or run \`npm start\`, the demo build with everything on this machine.`

/** WalletConnect Cloud issues 32 hexadecimal characters. */
const PROJECT_ID_SHAPE = /^[0-9a-f]{32}$/

export function projectIdProblem(mode: string, id: string | undefined): string | undefined {
  const value = id?.trim() ?? ''
  if (EXAMPLE_PROJECT_IDS.includes(value))
    return `VITE_WALLETCONNECT_PROJECT_ID is the example id from wallet-library docs (${value}); create a project of our own at cloud.reown.com.`
  if (mode === 'development' && !value) return DEVELOPMENT_PROJECT_ID_MISSING
  if (!SHIPPED_MODES.includes(mode)) return value ? undefined : MISSING_PROJECT_ID
  if (!value)
    return `VITE_WALLETCONNECT_PROJECT_ID is not set for the ${mode} build. Set it in the environment (CI secret) or in .env.${mode}.local; the spec requires a WalletConnect project id and there is no default for shipped builds.`
  if (!PROJECT_ID_SHAPE.test(value))
    return `VITE_WALLETCONNECT_PROJECT_ID for the ${mode} build is "${value}", not a WalletConnect Cloud project id (32 hexadecimal characters).`
  return undefined
}
