import * as z from 'zod/mini'
import type { Parser } from './http'
import { preYarmsSchema, userVotesSchema, yarmsSchema } from './projects'
import { referralInfoSchema, referralPageSchema, referralRewardsSchema } from './referrals'
import { eligibilitySchema, userInfoSchema } from './user'
import { boardPageSchema, myStandingSchema, rankHistorySchema } from './yarmerboard'

/** What comes back from IndexedDB is parsed again with the same schema, so a tampered or outdated entry is dropped, never rendered. */
export const persistedSchemas = {
  yarmerboard: boardPageSchema,
  myStanding: myStandingSchema,
  rankHistory: rankHistorySchema,
  preYarms: preYarmsSchema,
  userVotes: userVotesSchema,
  yarms: yarmsSchema,
  userInfo: userInfoSchema,
  eligibility: eligibilitySchema,
  referralInfo: referralInfoSchema,
  referralPage: referralPageSchema,
  referralRewards: referralRewardsSchema,
  name: z.nullable(z.string().check(z.maxLength(255))),
} as const satisfies Record<string, Parser<unknown>>

export type PersistedName = keyof typeof persistedSchemas

export function persistedSchema(name: unknown): Parser<unknown> | undefined {
  return typeof name === 'string' && Object.hasOwn(persistedSchemas, name)
    ? persistedSchemas[name as PersistedName]
    : undefined
}
