// @ts-check
import { getAddress, isAddress, isAddressEqual, recoverMessageAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { z } from 'zod'
import { issueNonce } from '../domain/sessions.js'
import { otherUserWithWallet } from '../domain/users.js'
import { HttpError, ok, validate } from '../http.js'
import { iso } from '../time.js'

/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

const verifySchema = z.object({
  message: z.string().min(1).max(4096),
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,1000}$/, 'Must be 0x-prefixed hex'),
})

/** @param {string} reason */
const invalidMessage = (reason) => new HttpError(400, 'INVALID_MESSAGE', reason)

/**
 * The EIP-4361 fields that matter, or a 400 saying what is wrong. The message must have been made
 * for one of the app's own origins, or a signature collected by another site could be replayed.
 * @param {RequestContext} ctx
 * @param {string} text
 */
function readSiweMessage(ctx, text) {
  const message = parseSiweMessage(text)
  const { address, chainId, domain, nonce, uri, version } = message
  if (!address || !isAddress(address, { strict: false }) || !domain || !nonce || !uri || !chainId) {
    throw invalidMessage('Not an EIP-4361 message')
  }
  if (version !== '1') throw invalidMessage('Unsupported message version')
  for (const date of [message.issuedAt, message.expirationTime, message.notBefore]) {
    if (date && Number.isNaN(date.getTime())) throw invalidMessage('A date in the message is malformed')
  }
  const now = ctx.app.now()
  if (message.expirationTime && message.expirationTime.getTime() <= now)
    throw invalidMessage('The message has expired')
  if (message.notBefore && message.notBefore.getTime() > now)
    throw invalidMessage('The message is not valid yet')
  const hosts = ctx.app.config.appOrigins.map((origin) => new URL(origin).host)
  let uriHost = ''
  try {
    uriHost = new URL(uri).host
  } catch {
    throw invalidMessage('The message URI is malformed')
  }
  if (!hosts.includes(domain) || !hosts.includes(uriHost)) {
    throw invalidMessage(`The message was made for ${domain}, not for this app`)
  }
  return { address: getAddress(address.toLowerCase()), chainId, nonce }
}

/** @type {Route<RequestContext>[]} */
export const walletRoutes = [
  {
    method: 'GET',
    path: '/v1/auth/wallet/nonce',
    handler(ctx) {
      return ok({ nonce: issueNonce(ctx.app, ctx.session()) })
    },
  },
  {
    method: 'POST',
    path: '/v1/auth/wallet/verify',
    async handler(ctx) {
      const user = ctx.user()
      const body = validate(verifySchema, await ctx.json())
      const { address, chainId, nonce } = readSiweMessage(ctx, body.message)

      const { nonces } = ctx.app.store.state
      const grant = nonces.get(nonce)
      if (!grant || grant.xId !== user.xId || grant.expiresAt <= ctx.app.now()) {
        throw new HttpError(
          400,
          'INVALID_NONCE',
          'The nonce is unknown, expired, used or was issued to someone else',
        )
      }
      // Spent by any attempt that gets this far, so a signature cannot be guessed at repeatedly.
      nonces.delete(nonce)
      ctx.app.store.changed()

      let verified = false
      try {
        const signer = await recoverMessageAddress({
          message: body.message,
          signature: /** @type {`0x${string}`} */ (body.signature),
        })
        verified = isAddressEqual(signer, address)
      } catch {
        verified = false
      }
      if (!verified) return ok({ verified: false, address })

      if (
        user.activatedAt &&
        user.wallet &&
        !isAddressEqual(/** @type {`0x${string}`} */ (user.wallet.address), address)
      ) {
        throw new HttpError(409, 'WALLET_LOCKED', 'The wallet of an activated account cannot be changed')
      }
      const holder = otherUserWithWallet(ctx.app, address, user.xId)
      if (holder) {
        throw new HttpError(409, 'X_HANDLE_MISMATCH', 'This wallet is already linked to another X account')
      }
      if (!user.activatedAt || !user.wallet) {
        user.wallet = { address, chainId, verifiedAt: iso(ctx.app.now()) }
        ctx.app.store.changed()
      }
      return ok({ verified: true, address })
    },
  },
]
