import type { Address, YarmContracts } from './contracts'

export interface DepositRequest {
  contracts: YarmContracts
  account: Address
  amount: bigint
  /** The Yarmer credited, by X handle, or null. */
  via: string | null
}
