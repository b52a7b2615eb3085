import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Abi, Account, Chain, PublicClient, Transport, WalletClient } from 'viem'

const require = createRequire(import.meta.url)
const solc = require('solc') as { compile: (input: string) => string }

/**
 * Jammer.sol compiled with the project's pinned solc-js. It is a test's tool, not a contract the app
 * deploys, so it stays out of contracts/out.
 */
export async function compileJammer(): Promise<{ abi: Abi; bytecode: `0x${string}` }> {
  const content = await readFile(new URL('./Jammer.sol', import.meta.url), 'utf8')
  const input = {
    language: 'Solidity',
    sources: { 'Jammer.sol': { content } },
    settings: {
      evmVersion: 'cancun',
      optimizer: { enabled: true, runs: 200 },
      outputSelection: { '*': { Jammer: ['abi', 'evm.bytecode.object'] } },
    },
  }
  const output = JSON.parse(solc.compile(JSON.stringify(input)))
  const errors = (output.errors ?? []).filter((e: { severity: string }) => e.severity === 'error')
  if (errors.length > 0)
    throw new Error(errors.map((e: { formattedMessage: string }) => e.formattedMessage).join('\n'))
  const jammer = output.contracts['Jammer.sol'].Jammer
  return { abi: jammer.abi, bytecode: `0x${jammer.evm.bytecode.object}` }
}

export interface JamOptions {
  publicClient: PublicClient<Transport, Chain>
  /** The one account doing it all: it deploys the jammer and sends every transaction. */
  attacker: WalletClient<Transport, Chain, Account>
  vault: `0x${string}`
  usdc: `0x${string}`
  /** Gives the jammer `amount` of USDC (a mint on the local chains). */
  fund: (to: `0x${string}`, amount: bigint) => Promise<void>
  /** Deposits of `depositAssets` units, each through a new Yarmer id; then requests of one share each. */
  deposits: number
  requests: number
  depositAssets?: bigint
  /** Entries per transaction: what fits under the block gas limit. */
  perTransaction: number
}

/**
 * One account fills `vault`'s lists: `deposits` tiny deposits, each credited to a Yarmer id never seen
 * before, then `requests` one-share withdrawal requests. Returns the jammer's address (the requests'
 * owner).
 */
export async function jam(options: JamOptions): Promise<`0x${string}`> {
  const { publicClient, attacker, vault, usdc, fund, perTransaction } = options
  const depositAssets = options.depositAssets ?? 2n
  const { abi, bytecode } = await compileJammer()
  const mined = async (hash: `0x${string}`, what: string) => {
    // Bounded, so a transaction that is never mined fails with its hash rather than the test's time-out.
    const receipt = await publicClient.waitForTransactionReceipt({
      hash,
      pollingInterval: 20,
      timeout: 60_000,
    })
    if (receipt.status !== 'success') throw new Error(`jammer: ${what} reverted`)
    return receipt
  }
  const deployed = await mined(await attacker.deployContract({ abi, bytecode }), 'deployment')
  const jammer = deployed.contractAddress as `0x${string}`
  await fund(jammer, depositAssets * BigInt(options.deposits))
  await mined(
    await attacker.writeContract({ address: jammer, abi, functionName: 'approve', args: [usdc, vault] }),
    'approve',
  )
  // The batches of one kind cost the same: estimate the first and give that (with a margin) to the
  // rest, so each batch runs once rather than twice.
  let gas: bigint | undefined
  const batches = async (
    total: number,
    call: (count: number, done: number) => readonly unknown[],
    name: string,
  ) => {
    gas = undefined
    for (let done = 0; done < total; done += perTransaction) {
      const count = Math.min(perTransaction, total - done)
      const request = { address: jammer, abi, functionName: name, args: call(count, done) } as const
      gas ??= ((await publicClient.estimateContractGas({ ...request, account: attacker.account })) * 6n) / 5n
      await mined(await attacker.writeContract({ ...request, gas }), name)
    }
  }
  await batches(
    options.deposits,
    (count, done) => [vault, BigInt(done), BigInt(count), depositAssets],
    'deposits',
  )
  await batches(options.requests, (count) => [vault, BigInt(count), 1n], 'requests')
  return jammer
}
