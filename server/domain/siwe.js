// @ts-check
import { createPublicClient, getAddress, http, isAddress, isAddressEqual, recoverMessageAddress } from 'viem'
import { createSiweMessage, parseSiweMessage, validateSiweMessage } from 'viem/siwe'
import { HttpError } from '../http.js'
import { MINUTE } from '../time.js'

/** @import { App } from '../app.js' */

/** The chains the app lets a wallet sign in on. */
export const SIWE_CHAIN_IDS = [1, 8453, 42161, 10, 56]
/** How far a wallet's clock may be off from ours, either way. */
export const MAX_CLOCK_SKEW_MS = 5 * MINUTE

/**
 * What the server needs of a chain: viem's public client has it.
 * @typedef {{ getChainId: () => Promise<number>, verifySiweMessage: (args: { message: string,
 *   signature: `0x${string}`, address: `0x${string}`, domain: string, nonce: string, time: Date })
 *   => Promise<boolean> }} SiweChainClient
 * @typedef {(chainId: number, rpcUrl: string) => SiweChainClient} PublicClientFactory
 */

/** @type {PublicClientFactory} */
export const defaultPublicClient = (_chainId, rpcUrl) =>
  // No `chain`: verification then uses viem's deployless ERC-6492 verifier, which needs no contract
  // already deployed on the chain (a local anvil has none).
  createPublicClient({ transport: http(rpcUrl, { retryCount: 0, timeout: 5_000 }) })

/** @param {string} reason */
const invalidMessage = (reason) => new HttpError(400, 'INVALID_MESSAGE', reason)

/**
 * The EIP-4361 message, checked against everything that does not need the nonce. It must have been
 * made for one of the app's own origins, or a signature collected by another site could be
 * replayed here; and it must be exactly what EIP-4361 writes for its fields, so that no line the
 * parser skipped (a broken statement or resource, trailing text) was signed unseen.
 * @param {App} app
 * @param {string} text
 */
export function readSiweMessage(app, text) {
  const message = parseSiweMessage(text)
  const { address, chainId, domain, nonce, uri, version, issuedAt } = message
  if (
    !address ||
    !isAddress(address, { strict: false }) ||
    !domain ||
    !nonce ||
    !uri ||
    !chainId ||
    !version
  ) {
    throw invalidMessage('Not an EIP-4361 message')
  }
  if (version !== '1') throw invalidMessage('Unsupported message version')
  if (!issuedAt || Number.isNaN(issuedAt.getTime()))
    throw invalidMessage('The message has no valid Issued At')
  let rebuilt = ''
  try {
    rebuilt = createSiweMessage({
      ...message,
      address: getAddress(address.toLowerCase()),
      chainId,
      domain,
      nonce,
      uri,
      version,
    })
  } catch {
    throw invalidMessage('The statement, URI or resources of the message are malformed')
  }
  if (rebuilt !== text) throw invalidMessage('The message does not follow EIP-4361 exactly')

  const now = app.now()
  if (!validateSiweMessage({ message, time: new Date(now) })) {
    throw invalidMessage('The message has expired or is not valid yet')
  }
  if (issuedAt.getTime() > now + MAX_CLOCK_SKEW_MS)
    throw invalidMessage('The message was issued in the future')
  if (!SIWE_CHAIN_IDS.includes(chainId)) throw invalidMessage(`Chain ${chainId} is not supported for sign-in`)
  const hosts = app.config.appOrigins.map((origin) => new URL(origin).host)
  if (!hosts.includes(domain)) throw invalidMessage(`The message was made for ${domain}, not for this app`)
  let uriOrigin = ''
  try {
    uriOrigin = new URL(uri).origin
  } catch {
    throw invalidMessage('The message URI is malformed')
  }
  if (!app.config.appOrigins.includes(uriOrigin)) {
    throw invalidMessage(`The message URI ${uriOrigin} is not this app`)
  }
  return { address: getAddress(address.toLowerCase()), chainId, domain, nonce, issuedAt: issuedAt.getTime() }
}

/**
 * An EOA signature is recovered here, with no chain needed, so it verifies even when the node is
 * down. Only when that does not match is the chain asked: a smart account (ERC-1271) or one not
 * deployed yet (ERC-6492) can only be checked there.
 * @param {App} app
 * @param {{ text: string, signature: `0x${string}`, address: `0x${string}`, chainId: number,
 *   domain: string, nonce: string }} signed
 * @returns {Promise<boolean>}
 */
export async function verifySiweSignature(app, { text, signature, address, chainId, domain, nonce }) {
  try {
    if (isAddressEqual(await recoverMessageAddress({ message: text, signature }), address)) return true
  } catch {
    // Not an ECDSA signature (an ERC-6492 wrapper, say): the chain decides.
  }
  const rpcUrl = app.config.rpcUrls[chainId]
  if (!rpcUrl) return false
  try {
    const client = app.config.publicClientFor(chainId, rpcUrl)
    // viem reports an unreachable node as an invalid signature; asking for the chain id first tells
    // the two apart, and catches an RPC URL configured for the wrong chain.
    const served = await client.getChainId()
    if (served !== chainId) throw new Error(`${rpcUrl} serves chain ${served}, not ${chainId}`)
    return await client.verifySiweMessage({
      message: text,
      signature,
      address,
      domain,
      nonce,
      time: new Date(app.now()),
    })
  } catch (error) {
    app.log.warn(
      `Could not verify a signature on chain ${chainId}: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    )
    throw new HttpError(
      503,
      'CHAIN_UNAVAILABLE',
      `Chain ${chainId} could not be reached to check this signature`,
    )
  }
}
