import { readFile } from 'node:fs/promises'
import { erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inputHash } from '../build.mjs'
import { deploy } from '../deploy.mjs'
import { yarmVaultAbi } from '../out/abis.ts'
import { DEMO_USDC, yarmerId, yarmsOn } from '../plan.mjs'
import { type LocalChain, startLocalChain } from './localChain.ts'

const ARBITRUM = 42161
let chain: LocalChain

beforeAll(async () => {
  chain = await startLocalChain(ARBITRUM)
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

describe('generated files', () => {
  it('were built from the current sources (run `node contracts/build.mjs` after changing a contract)', async () => {
    const hash = await inputHash()
    for (const file of [
      'abis.ts',
      'YarmVault.json',
      'MockUSDC.json',
      'SmartAccount.json',
      'SmartAccountFactory.json',
    ]) {
      expect(await readFile(new URL(`../out/${file}`, import.meta.url), 'utf8'), file).toContain(
        `inputs ${hash}`,
      )
    }
  })
})

describe('deploy', () => {
  it('puts the contracts at the addresses in deployments.json, funds the demo accounts, seeds live Yarms; a second run does nothing', async () => {
    const expected = JSON.parse(await readFile(new URL('../out/deployments.json', import.meta.url), 'utf8'))
    const first = await deploy({ rpcUrl: chain.url, chainId: ARBITRUM })
    expect(first.deployed).toBe(true)
    expect(first.addresses).toEqual(expected[String(ARBITRUM)])

    const { usdc, vaults } = first.addresses
    for (const account of chain.accounts) {
      expect(
        await chain.publicClient.readContract({
          address: usdc,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [account.address],
        }),
      ).toBe(DEMO_USDC)
    }
    for (const yarm of yarmsOn(ARBITRUM)) {
      const address = vaults[yarm.id] as `0x${string}`
      const read = (functionName: 'totalAssets' | 'tvlCap' | 'withdrawalDelay' | 'startsAt') =>
        chain.publicClient.readContract({ address, abi: yarmVaultAbi, functionName })
      expect(await read('tvlCap')).toBe(yarm.tvlCap)
      expect(await read('withdrawalDelay')).toBe(yarm.withdrawalDelay)
      expect(await read('startsAt')).toBe(yarm.startsAt)
      const seeded = (yarm.tvlCap * BigInt(Math.round(yarm.fill * 10_000))) / 10_000n
      expect(await read('totalAssets')).toBe(seeded)
      if (yarm.status === 'live') {
        expect(seeded).toBeGreaterThan(0n)
        const throughCarol = await chain.publicClient.readContract({
          address,
          abi: yarmVaultAbi,
          functionName: 'filled',
          args: [yarmerId('carol_ct')],
        })
        // As the API shows her fill: her part of it on this chain (contracts/plan.mjs seedDeposits).
        const planned = yarm.seedDeposits.find((part) => part.yarmer === 'carol_ct')?.amount
        expect(planned).toBeGreaterThan(0n)
        expect(throughCarol).toBe(planned)
        expect(yarm.seedDeposits.reduce((sum, part) => sum + part.amount, 0n)).toBe(seeded)
      }
    }

    const again = await deploy({ rpcUrl: chain.url, chainId: ARBITRUM })
    expect(again).toEqual({ addresses: first.addresses, deployed: false })
  })
})
