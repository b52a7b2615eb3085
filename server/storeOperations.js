// @ts-check

/** @import { State, User, TokenGrant, SignIn, NonceGrant, Vote, IdempotencyRecord } from './data/seed.js' */
/** @import { ReferralRecord } from './data/accounts.js' */
/** @import { z } from 'zod' */

/**
 * How much of one kind a client can make the store hold: per owner (a remote address, a session, a
 * user) and in all.
 * @typedef {{ perOwner: number, total: number }} Bounds
 */

/**
 * The store's named operations: the only code that reads or changes the state's collections. Only
 * `createStore` calls this, handing in its private state; everything else goes through the object
 * it returns. Every write checks its row against the same schema a load does and then marks the
 * change, so the HTTP layer's commit before each answer writes it.
 * @param {{ state: () => State, mutate: <T>(change: (state: State) => T) => T,
 *   schemas: Record<string, z.ZodType> }} access
 */
export function storeOperations({ state, mutate, schemas }) {
  /**
   * @param {string} collection
   * @param {unknown} row
   */
  function checkRow(collection, row) {
    const schema = schemas[collection]
    if (schema && !schema.safeParse(row).success)
      throw new Error(`A ${collection} row does not match the expected shape`)
  }

  return {
    // Users

    /** @param {string} xId */
    user: (xId) => state().users.get(xId),

    /** @param {string} xHandle matched case-insensitively */
    userByHandle(xHandle) {
      const wanted = xHandle.toLowerCase()
      for (const user of state().users.values()) if (user.xHandle.toLowerCase() === wanted) return user
      return undefined
    },

    /** @param {string} code already normalised (upper case) */
    userByReferralCode(code) {
      for (const user of state().users.values()) if (user.referralCode === code) return user
      return undefined
    },

    /**
     * Another user who has linked this address (addresses compare case-insensitively).
     * @param {string} address
     * @param {string} exceptXId
     */
    userWithWallet(address, exceptXId) {
      const wanted = address.toLowerCase()
      for (const user of state().users.values()) {
        if (user.xId !== exceptXId && user.wallet?.address.toLowerCase() === wanted) return user
      }
      return undefined
    },

    /**
     * Changes fields of a user in place, so a caller holding the user sees the change.
     * @param {string} xId
     * @param {Partial<Omit<User, 'xId'>>} changes
     */
    updateUser(xId, changes) {
      return mutate((s) => {
        const user = s.users.get(xId)
        if (!user) throw new Error(`No user ${xId}`)
        checkRow('users', { ...user, ...changes })
        return Object.assign(user, changes)
      })
    },

    /**
     * Puts one account back as given (the seed's): the user, who referred them, their votes, and
     * off the whitelist with no wallet nonces. Sessions are left alone.
     * @param {{ user: User, referrals: ReferralRecord[], votes: Vote[] }} seeded
     */
    restoreAccount({ user, referrals, votes }) {
      checkRow('users', user)
      for (const record of referrals) checkRow('referrals', record)
      for (const vote of votes) checkRow('votes', vote)
      mutate((s) => {
        const handle = user.xHandle.toLowerCase()
        s.users.set(user.xId, user)
        s.referrals = [
          ...s.referrals.filter((record) => record.refereeHandle.toLowerCase() !== handle),
          ...referrals,
        ]
        s.votes = [...s.votes.filter((vote) => vote.xId !== user.xId), ...votes]
        s.whitelist.delete(handle)
        for (const [nonce, grant] of s.nonces) if (grant.xId === user.xId) s.nonces.delete(nonce)
      })
    },

    // Whitelist: handles kept in lower case

    /** @param {string} xHandle */
    isWhitelisted: (xHandle) => state().whitelist.has(xHandle.toLowerCase()),

    /** @param {string} xHandle */
    addToWhitelist(xHandle) {
      mutate((s) => s.whitelist.add(xHandle.toLowerCase()))
    },

    /** @param {string} xHandle */
    removeFromWhitelist(xHandle) {
      mutate((s) => s.whitelist.delete(xHandle.toLowerCase()))
    },

    // Access and refresh tokens

    /** @param {string} token */
    accessGrant: (token) => state().accessTokens.get(token),

    /** @param {string} token */
    refreshGrant: (token) => state().refreshTokens.get(token),

    /**
     * @param {{ accessToken: string, access: TokenGrant, refreshToken: string, refresh: TokenGrant }} pair
     */
    addTokenPair({ accessToken, access, refreshToken, refresh }) {
      checkRow('accessTokens', access)
      checkRow('refreshTokens', refresh)
      mutate((s) => {
        s.accessTokens.set(accessToken, access)
        s.refreshTokens.set(refreshToken, refresh)
      })
    },

    /** @param {string} token */
    markRefreshTokenUsed(token) {
      mutate((s) => {
        const grant = s.refreshTokens.get(token)
        if (grant) grant.used = true
      })
    },

    /** @param {string} token */
    deleteRefreshToken(token) {
      mutate((s) => s.refreshTokens.delete(token))
    },

    /**
     * Ends every access and refresh token of one family.
     * @param {string} family
     */
    revokeFamily(family) {
      mutate((s) => {
        for (const map of [s.accessTokens, s.refreshTokens]) {
          for (const [token, grant] of map) if (grant.family === family) map.delete(token)
        }
      })
    },

    /**
     * Ends every token of a user or, with `expireAccessAt`, only makes their access tokens expire
     * then. Answers how many tokens it touched.
     * @param {string} xId
     * @param {{ expireAccessAt?: number }} [options]
     */
    revokeUserTokens(xId, { expireAccessAt } = {}) {
      return mutate((s) => {
        let count = 0
        for (const [token, grant] of s.accessTokens) {
          if (grant.xId !== xId) continue
          if (expireAccessAt !== undefined) grant.expiresAt = expireAccessAt
          else s.accessTokens.delete(token)
          count++
        }
        if (expireAccessAt === undefined) {
          for (const [token, grant] of s.refreshTokens) {
            if (grant.xId !== xId) continue
            s.refreshTokens.delete(token)
            count++
          }
        }
        return count
      })
    },

    // Pending X sign-ins, keyed by the state X hands back

    /** @param {string} key */
    signIn: (key) => state().signIns.get(key),

    /**
     * @param {string} key
     * @param {SignIn} signIn
     * @param {Bounds} bounds per remote address (`client`) and in all
     */
    addSignIn(key, signIn, bounds) {
      checkRow('signIns', signIn)
      mutate((s) =>
        addBounded(s.signIns, key, signIn, { sameOwner: (o) => o.client === signIn.client, ...bounds }),
      )
    },

    /**
     * Who was chosen on the consent page, and the code the callback must bring back.
     * @param {string} key
     * @param {{ code: string, xId: string }} chosen
     */
    chooseSignInAccount(key, { code, xId }) {
      mutate((s) => {
        const signIn = s.signIns.get(key)
        if (!signIn) throw new Error('No such sign-in')
        signIn.code = code
        signIn.xId = xId
      })
    },

    /** @param {string} key */
    deleteSignIn(key) {
      mutate((s) => s.signIns.delete(key))
    },

    // Wallet nonces

    /** @param {string} nonce */
    nonce: (nonce) => state().nonces.get(nonce),

    /**
     * @param {string} nonce
     * @param {NonceGrant} grant
     * @param {Bounds} bounds per session (token family) and in all
     */
    addNonce(nonce, grant, bounds) {
      checkRow('nonces', grant)
      mutate((s) =>
        addBounded(s.nonces, nonce, grant, { sameOwner: (o) => o.session === grant.session, ...bounds }),
      )
    },

    /** @param {string} nonce */
    spendNonce(nonce) {
      mutate((s) => s.nonces.delete(nonce))
    },

    // Votes: at most one per user and project

    /** @returns {readonly Vote[]} */
    votes: () => [...state().votes],

    /**
     * @param {string} xId
     * @param {string} projectId
     */
    hasVoted: (xId, projectId) =>
      state().votes.some((vote) => vote.xId === xId && vote.projectId === projectId),

    /** @param {Vote} vote */
    addVote(vote) {
      checkRow('votes', vote)
      mutate((s) => {
        if (s.votes.some((other) => other.xId === vote.xId && other.projectId === vote.projectId))
          throw new Error(`${vote.xId} has already voted for ${vote.projectId}`)
        s.votes.push(vote)
      })
    },

    // Referrals: at most one referrer per referee

    /** @returns {readonly ReferralRecord[]} */
    referrals: () => [...state().referrals],

    /** @param {string} refereeHandle matched case-insensitively */
    referralOf(refereeHandle) {
      const handle = refereeHandle.toLowerCase()
      return state().referrals.find((record) => record.refereeHandle.toLowerCase() === handle)
    },

    /** @param {ReferralRecord} record */
    addReferral(record) {
      checkRow('referrals', record)
      mutate((s) => {
        const handle = record.refereeHandle.toLowerCase()
        if (s.referrals.some((other) => other.refereeHandle.toLowerCase() === handle))
          throw new Error(`@${record.refereeHandle} already has a referrer`)
        s.referrals.push(record)
      })
    },

    // Idempotency keys

    /** @param {string} id */
    idempotencyRecord: (id) => state().idempotencyKeys.get(id),

    /**
     * @param {string} id
     * @param {IdempotencyRecord} record
     * @param {Bounds} bounds per user and in all
     */
    addIdempotencyRecord(id, record, bounds) {
      checkRow('idempotencyKeys', record)
      mutate((s) =>
        addBounded(s.idempotencyKeys, id, record, { sameOwner: (o) => o.xId === record.xId, ...bounds }),
      )
    },
  }
}

/**
 * Adds `value` under `key`, first dropping the owner's oldest entries beyond `perOwner` and then the
 * oldest entries of anyone beyond `total`. A Map iterates in insertion order, so the first entries
 * found are the oldest; anything a client can make the server store must be bounded like this.
 * @template V
 * @param {Map<string, V>} map
 * @param {string} key
 * @param {V} value
 * @param {{ sameOwner: (other: V) => boolean, perOwner: number, total: number }} limits
 */
function addBounded(map, key, value, { sameOwner, perOwner, total }) {
  map.delete(key)
  let mine = 0
  for (const other of map.values()) if (sameOwner(other)) mine++
  for (const [otherKey, other] of map) {
    if (mine < perOwner) break
    if (!sameOwner(other)) continue
    map.delete(otherKey)
    mine--
  }
  for (const otherKey of map.keys()) {
    if (map.size < total) break
    map.delete(otherKey)
  }
  map.set(key, value)
}
