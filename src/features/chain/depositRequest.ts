import type { Address, YarmContracts } from './contracts'

/** A deposit as the person asked for it: into which Yarm, from which account, how much, credited to whom. */
export interface DepositRequest {
  contracts: YarmContracts
  account: Address
  amount: bigint
  /** The Yarmer credited, by X handle, or null. */
  via: string | null
}
