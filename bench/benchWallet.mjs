// A browser wallet for the benchmark's reconnect measure, run in the page before its scripts
// (page.addInitScript): it announces itself by EIP-6963, as an installed extension does, and holds one
// account. Like an extension it shows the account to a site only once the site asked for it
// (`eth_requestAccounts`, `wallet_requestPermissions`: approved at once, no prompt), and remembers that
// for the tab (sessionStorage, so a reload reconnects without a prompt). It notes when the page first asks
// for the account (window.__benchWallet.accountsMs): wagmi's reconnect reaching the wallet. It answers only what connecting
// and reconnecting ask (accounts, chain, permissions, switching chains); anything else fails as
// "unsupported" (EIP-1193 code 4200), which both apps handle. It never signs: the journeys' test wallet
// (tests/e2e/fixtures/wallet.ts) is the one that does.

export const BENCH_WALLET = {
  name: 'Bench Wallet',
  rdns: 'xyz.yarm.benchwallet',
  /** anvil's first dev account: a valid, checksummed address. */
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  /** Base: a chain both apps list (ours runs it locally under `npm start`). */
  chainId: 8453,
}

/** @param {typeof BENCH_WALLET} wallet */
export function benchWalletScript(wallet) {
  let chainId = wallet.chainId
  const GRANTED = 'bench.wallet.granted'
  const granted = () => sessionStorage.getItem(GRANTED) === 'yes'
  const grant = () => sessionStorage.setItem(GRANTED, 'yes')
  const permission = () => ({
    parentCapability: 'eth_accounts',
    invoker: location.origin,
    date: Date.now(),
    caveats: [{ type: 'restrictReturnedAccounts', value: [wallet.address] }],
  })
  /** @type {Map<string, Set<(value: unknown) => void>>} */
  const listeners = new Map()
  const emit = (/** @type {string} */ event, /** @type {unknown} */ value) => {
    for (const listener of listeners.get(event) ?? []) listener(value)
  }
  // When this page first asked for the account (wagmi's reconnect reaching the wallet), on its clock.
  const asked = { accountsMs: 0 }
  // @ts-expect-error -- a benchmark-only global the bench reads
  window.__benchWallet = asked
  const provider = {
    /** @param {{ method: string, params?: any[] }} request */
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          if (!asked.accountsMs) asked.accountsMs = performance.now()
          return granted() ? [wallet.address] : []
        case 'eth_requestAccounts':
          grant()
          return [wallet.address]
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'net_version':
          return String(chainId)
        case 'wallet_getPermissions':
          return granted() ? [permission()] : []
        case 'wallet_requestPermissions':
          grant()
          return [permission()]
        case 'wallet_switchEthereumChain': {
          const next = Number(params?.[0]?.chainId)
          if (next !== chainId) {
            chainId = next
            emit('chainChanged', `0x${next.toString(16)}`)
          }
          return null
        }
        default:
          throw Object.assign(new Error(`The bench wallet does not support ${method}`), { code: 4200 })
      }
    },
    on(/** @type {string} */ event, /** @type {(value: unknown) => void} */ listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(/** @type {string} */ event, /** @type {(value: unknown) => void} */ listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
  }
  const detail = Object.freeze({
    info: Object.freeze({
      uuid: '6f1c1a52-3b0e-4c7a-9d55-0b6a1f4e2c11',
      name: wallet.name,
      rdns: wallet.rdns,
      icon: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 1 1'><rect width='1' height='1' fill='teal'/></svg>",
    }),
    provider,
  })
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}
