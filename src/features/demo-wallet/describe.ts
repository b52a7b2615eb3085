import { mockUSDCAbi, yarmVaultAbi } from '@contracts/abis'
import {
  type Abi,
  decodeFunctionData,
  formatEther,
  type Hex,
  hexToString,
  type TypedDataDefinition,
} from 'viem'

const KNOWN_FUNCTIONS: Abi = [...mockUSDCAbi, ...yarmVaultAbi].filter((item) => item.type === 'function')

export type Row = readonly [label: string, value: string]

const show = (value: unknown): string =>
  typeof value === 'bigint'
    ? value.toString()
    : typeof value === 'object' && value !== null
      ? JSON.stringify(value, (_key, inner) => (typeof inner === 'bigint' ? inner.toString() : inner))
      : String(value)

/** The text of a message to sign, or its hex when the bytes are not text. */
export function messageText(raw: Hex): string {
  try {
    const text = hexToString(raw)
    // Replacement characters (not UTF-8) or control characters other than line breaks: bytes, not text.
    const isText = [...text].every((char) => {
      const code = char.charCodeAt(0)
      return char !== '\uFFFD' && (code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d)
    })
    return isText ? text : raw
  } catch {
    return raw
  }
}

/** The function a call's data names, with its arguments, when it is one of Yarm's contracts' (USDC, vaults). */
export function decodeCall(data: Hex | undefined): { name: string; args: Row[] } | null {
  if (!data || data === '0x') return null
  try {
    const { functionName, args } = decodeFunctionData({ abi: KNOWN_FUNCTIONS, data })
    const item = KNOWN_FUNCTIONS.find(
      (entry) =>
        entry.type === 'function' &&
        entry.name === functionName &&
        entry.inputs.length === (args?.length ?? 0),
    )
    const inputs = item?.type === 'function' ? item.inputs : []
    return {
      name: functionName,
      args: (args ?? []).map((arg, index) => [inputs[index]?.name || `#${index + 1}`, show(arg)] as const),
    }
  } catch {
    return null
  }
}

export const formatValue = (wei: bigint): string => `${formatEther(wei)} ETH`

export function typedDataRows(typedData: TypedDataDefinition): Row[] {
  const message = (typedData.message ?? {}) as Record<string, unknown>
  const domain = (typedData.domain ?? {}) as Record<string, unknown>
  return [
    ['Type', String(typedData.primaryType)],
    ...Object.entries(message).map(([key, value]) => [key, show(value)] as const),
    ...(['name', 'version', 'chainId', 'verifyingContract'] as const)
      .filter((key) => domain[key] !== undefined)
      .map((key) => [`Domain ${key}`, show(domain[key])] as const),
  ]
}
