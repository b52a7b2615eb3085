import { type Address, type Hex, isAddress, isHex } from 'viem'
import { errors, fail, ProviderRpcError } from './providerErrors'
import type { CallRequest } from './types'

/** Read-only methods relayed to the chain's node as they are; signing ones are the wallet's own. */
export const isRelayed = (method: string) =>
  (method.startsWith('eth_') &&
    !/^eth_(sign|signTransaction|sendTransaction|accounts|requestAccounts)/.test(method)) ||
  method === 'net_version' ||
  method === 'web3_clientVersion'

export const quantity = (value: unknown, field: string): bigint | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'string' && isHex(value) && value !== '0x') return BigInt(value)
  return fail(errors.invalidParams(`${field} must be a hex quantity, got ${JSON.stringify(value)}.`))
}

export function callOf(fields: Record<string, unknown>): CallRequest {
  const { to } = fields
  if (to !== undefined && to !== null && (typeof to !== 'string' || !isAddress(to, { strict: false })))
    fail(errors.invalidParams(`to must be an address, got ${JSON.stringify(to)}.`))
  const data = fields.data ?? fields.input
  if (data !== undefined && data !== null && (typeof data !== 'string' || !isHex(data)))
    fail(errors.invalidParams(`data must be hex, got ${JSON.stringify(data)}.`))
  return {
    to: (to ?? undefined) as Address | undefined,
    value: quantity(fields.value, 'value') ?? 0n,
    data: (data ?? undefined) as Hex | undefined,
  }
}

/** Unknown capabilities are refused unless the page marked them optional (EIP-5792). */
export function checkCapabilities(capabilities: unknown): void {
  if (typeof capabilities !== 'object' || capabilities === null) return
  for (const [name, value] of Object.entries(capabilities)) {
    if ((value as { optional?: unknown } | null)?.optional !== true)
      fail(new ProviderRpcError(5700, `The demo wallet does not support the capability ${name}.`))
  }
}
