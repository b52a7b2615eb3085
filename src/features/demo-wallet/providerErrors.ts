/** An EIP-1193 error: viem and wagmi map it by `code` (4001: the user refused). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError' as const
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

export const errors = {
  rejected: () => new ProviderRpcError(4001, 'The user rejected the request.'),
  unauthorized: () =>
    new ProviderRpcError(
      4100,
      'The site is not connected to the demo wallet, or the account is not its own.',
    ),
  unsupported: (method: string) => new ProviderRpcError(4200, `The demo wallet does not support ${method}.`),
  unknownChain: (chainId: string) =>
    new ProviderRpcError(
      4902,
      `The demo wallet does not know chain ${chainId}. It knows Base and Arbitrum One.`,
    ),
  invalidParams: (message: string) => new ProviderRpcError(-32602, message),
}

export const fail = (error: ProviderRpcError): never => {
  throw error
}

/** The node's own error inside viem's wrapping (the deepest with a code), so the page sees the revert. */
export function providerErrorOf(error: unknown): ProviderRpcError {
  let found: ProviderRpcError | undefined
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if (current instanceof ProviderRpcError) found = current
  }
  if (found) return found
  const shortMessage = (error as { shortMessage?: unknown } | null)?.shortMessage
  return new ProviderRpcError(-32603, typeof shortMessage === 'string' ? shortMessage : String(error))
}
