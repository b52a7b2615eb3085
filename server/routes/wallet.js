// @ts-check
import { isAddressEqual } from 'viem'
import { z } from 'zod'
import { issueNonce } from '../domain/sessions.js'
import { MAX_CLOCK_SKEW_MS, readSiweMessage, verifySiweSignature } from '../domain/siwe.js'
import { otherUserWithWallet } from '../domain/users.js'
import { HttpError, ok, validate } from '../http.js'
import { iso } from '../time.js'

/** @import { RequestContext } from '../context.js' */
/** @import { Route } from '../router.js' */

const verifySchema = z.object({
  message: z.string().min(1).max(4096),
  // ERC-6492 signatures carry the account's deployment call, so they run to kilobytes.
  signature: z.string().regex(/^0x[0-9a-fA-F]{2,32000}$/, 'Must be 0x-prefixed hex'),
})

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
      const { user, family } = ctx.session()
      const body = validate(verifySchema, await ctx.json())
      const { address, chainId, domain, nonce, issuedAt } = readSiweMessage(ctx.app, body.message)

      const grant = ctx.app.store.nonce(nonce)
      if (!grant || grant.xId !== user.xId || grant.session !== family || grant.expiresAt <= ctx.app.now()) {
        throw new HttpError(
          400,
          'INVALID_NONCE',
          'The nonce is unknown, expired, used or was issued to another session',
        )
      }
      // Spent by any attempt that gets this far, so a signature cannot be guessed at repeatedly.
      ctx.app.store.spendNonce(nonce)
      if (issuedAt < grant.createdAt - MAX_CLOCK_SKEW_MS) {
        throw new HttpError(400, 'INVALID_MESSAGE', 'The message says it was issued before its nonce existed')
      }

      const signature = /** @type {`0x${string}`} */ (body.signature)
      const verified = await verifySiweSignature(ctx.app, {
        text: body.message,
        signature,
        address,
        chainId,
        domain,
        nonce,
      })
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
        ctx.app.store.updateUser(user.xId, { wallet: { address, chainId, verifiedAt: iso(ctx.app.now()) } })
      }
      return ok({ verified: true, address })
    },
  },
]
