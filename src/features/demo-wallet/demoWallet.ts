import { chainName } from '@/chains/ids'
import { config } from '@/config'
import { DEMO_KEYS } from './accounts'
import { askInDialog } from './prompts'
import type { DemoChain, Emit, RequestArguments } from './types'
import { createDemoWallet } from './wallet'

/** The chains the demo wallet reaches: those of the local stack, at the app's own RPC URLs. */
const CHAINS = [8453, 42161].map((id) => ({ id, name: chainName(id) }))

export function demoChains(): DemoChain[] {
  return CHAINS.flatMap(({ id, name }) => {
    const rpcUrl = config.rpcUrls[String(id)]
    return rpcUrl ? [{ id, name, rpcUrl }] : []
  })
}

/** Loaded on the wallet's first request (see announce.ts). */
export function startDemoWallet(emit: Emit): (args: RequestArguments) => Promise<unknown> {
  return createDemoWallet({
    keys: DEMO_KEYS,
    chains: demoChains(),
    ask: askInDialog,
    emit,
    storage: localStorage,
  })
}
