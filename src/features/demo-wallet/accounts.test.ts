import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT_COUNT, MNEMONIC } from '../../../contracts/plan.mjs'
import { DEMO_KEYS } from './accounts'

describe('DEMO_KEYS', () => {
  it("are anvil's mnemonic at indexes 0–9, the accounts the local stack funds", () => {
    expect(DEMO_KEYS).toHaveLength(DEMO_ACCOUNT_COUNT)
    DEMO_KEYS.forEach((key, addressIndex) => {
      expect(privateKeyToAccount(key).address).toBe(mnemonicToAccount(MNEMONIC, { addressIndex }).address)
    })
  })
})
