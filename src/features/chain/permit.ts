import { mockUSDCAbi } from '@contracts/abis'
import {
  compactSignatureToSignature,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  numberToHex,
  parseSignature,
  recoverTypedDataAddress,
  serializeSignature,
  size,
  slice,
} from 'viem'
import { signTypedData } from 'wagmi/actions'
import { wagmiConfig } from '@/features/wallet/runtime/wagmiConfig'
import { PERMIT_TYPES } from '../../../contracts/permit'
import type { Address, YarmContracts } from './contracts'
import type { DepositRequest } from './depositRequest'
import { type DepositPermit, PermitError } from './permitErrors'
import { publicClientFor } from './publicClient'

export { PermitError }

/** How long a permit stays good: long enough to confirm the deposit in the wallet, short enough not to linger. */
const PERMIT_VALIDITY_SECONDS = 20n * 60n

export interface PermitDomain {
  name: string
  version: string
  chainId: number
  verifyingContract: Address
}

export type ReportedDomain = readonly [Hex, string, string, bigint, Address, Hex, readonly bigint[]]

const NAME_VERSION_CHAIN_CONTRACT = 0x0f

/**
 * Always the configured chain and USDC contract: a token describing itself as another chain or contract (a
 * wrong address in the configuration, a node answering for another chain) is refused before the wallet is asked.
 */
export function pinnedPermitDomain(contracts: YarmContracts, reported: ReportedDomain): PermitDomain {
  const [fields, name, version, chainId, verifyingContract] = reported
  if (chainId !== BigInt(contracts.chainId))
    throw new PermitError(
      'domain',
      `USDC at ${contracts.usdc} signs permits for chain ${chainId}, not chain ${contracts.chainId}.`,
    )
  if (!isAddressEqual(verifyingContract, contracts.usdc))
    throw new PermitError(
      'domain',
      `USDC at ${contracts.usdc} signs permits as ${verifyingContract}, another contract.`,
    )
  if (Number(fields) !== NAME_VERSION_CHAIN_CONTRACT)
    throw new PermitError('domain', `USDC at ${contracts.usdc} has a signing domain with fields ${fields}.`)
  return {
    name: contracts.usdcDomain?.name ?? name,
    version: contracts.usdcDomain?.version ?? version,
    chainId: contracts.chainId,
    verifyingContract: contracts.usdc,
  }
}

/** secp256k1's group order; a signature's s must be in its lower half for OpenZeppelin's ECDSA. */
const SECP256K1_N = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/**
 * Any form wallets return: 65 bytes ending in v = 27/28 or 0/1, or 64 bytes (EIP-2098). An s in the upper
 * half (valid, but refused on chain) becomes its lower-half twin, which verifies the same.
 */
export function permitSignatureParts(signature: Hex): { v: number; r: Hex; s: Hex } {
  let parts: { r: Hex; s: Hex; yParity: number }
  try {
    if (size(signature) === 64) {
      const { r, s, yParity } = compactSignatureToSignature({
        r: slice(signature, 0, 32),
        yParityAndS: slice(signature, 32, 64),
      })
      parts = { r, s, yParity: yParity ?? 0 }
    } else if (size(signature) === 65) {
      const { r, s, yParity } = parseSignature(signature)
      parts = { r, s, yParity: yParity ?? 0 }
    } else throw new Error(`${size(signature)} bytes`)
  } catch (error) {
    throw new PermitError(
      'signature',
      `The wallet's signature is not a signature we can use (${signature.slice(0, 10)}…).`,
      {
        cause: error,
      },
    )
  }
  const s = hexToBigInt(parts.s)
  if (s > SECP256K1_N / 2n)
    parts = { r: parts.r, s: numberToHex(SECP256K1_N - s, { size: 32 }), yParity: 1 - parts.yParity }
  return { v: 27 + parts.yParity, r: parts.r, s: parts.s }
}

/**
 * The nonce and the clock the deadline counts from are the chain's (its time may differ from the device's).
 * The signature is checked here, so one that is not the account's is said so before anything is sent.
 */
export async function signDepositPermit(request: DepositRequest): Promise<DepositPermit> {
  const { contracts, account, amount } = request
  const client = publicClientFor(contracts.chainId)
  const [reported, nonce, block] = await Promise.all([
    client.readContract({ address: contracts.usdc, abi: mockUSDCAbi, functionName: 'eip712Domain' }),
    client.readContract({
      address: contracts.usdc,
      abi: mockUSDCAbi,
      functionName: 'nonces',
      args: [account],
    }),
    client.getBlock(),
  ])
  const domain = pinnedPermitDomain(contracts, reported)
  const deadline = block.timestamp + PERMIT_VALIDITY_SECONDS
  const message = { owner: account, spender: contracts.vault, value: amount, nonce, deadline }
  const signature = await signTypedData(wagmiConfig, {
    account,
    domain,
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message,
  })
  const { v, r, s } = permitSignatureParts(signature)
  const signer = await recoverTypedDataAddress({
    domain,
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    message,
    signature: serializeSignature({ r, s, v: BigInt(v) }),
  })
  if (!isAddressEqual(signer, account))
    throw new PermitError('signature', `The wallet's permit is signed by ${signer}, not ${account}.`)
  return { deadline, v, r, s }
}
