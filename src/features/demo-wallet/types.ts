import type { Address, Hex, TypedDataDefinition } from 'viem'

export type Emit = (
  event: 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect',
  payload: unknown,
) => void
export type RequestArguments = { method: string; params?: unknown }

export interface DemoChain {
  id: number
  name: string
  rpcUrl: string
}

export interface CallRequest {
  to: Address | undefined
  value: bigint
  data: Hex | undefined
}

/** What a prompt asks the person; each opens its own dialog. */
export type Prompt =
  | { kind: 'connect'; origin: string; accounts: readonly Address[]; selected: number }
  | { kind: 'message'; account: Address; message: Hex }
  | { kind: 'typedData'; account: Address; typedData: TypedDataDefinition }
  | { kind: 'transaction'; account: Address; chain: DemoChain; call: CallRequest }
  | { kind: 'calls'; account: Address; chain: DemoChain; calls: readonly CallRequest[] }

/** null: rejected. Confirmed: the account chosen (connect) or the one in use (the rest). */
export type PromptAnswer = { accountIndex: number } | null
