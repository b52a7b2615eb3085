import {
  type Abi,
  type Account,
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { freePort, MNEMONIC, type StartedAnvil, startAnvil } from '../../scripts/anvil.mjs'

/**
 * A test file's own anvil, on a port the OS picks (never 8545/8546, so the tests run beside `npm start`
 * or the journeys), with viem clients for it. Stop it in afterAll.
 */
export async function startLocalChain(chainId = 8453) {
  const port = await freePort()
  const anvil: StartedAnvil = await startAnvil({ port, chainId })
  const chain = defineChain({
    id: chainId,
    name: `test ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [anvil.url] } },
  })
  const transport = http(anvil.url, { retryCount: 0 })
  const publicClient: PublicClient = createPublicClient({ chain, transport, pollingInterval: 20 })
  const testClient = createTestClient({ chain, transport, mode: 'anvil' })
  const accounts = Array.from({ length: 10 }, (_, addressIndex) =>
    mnemonicToAccount(MNEMONIC, { addressIndex }),
  )
  const walletFor = (account: Account) => createWalletClient({ account, chain, transport })

  /** Sends a transaction and waits until it is mined; throws if it reverts. */
  async function write(
    account: Account,
    request: { address: `0x${string}`; abi: Abi; functionName: string; args?: readonly unknown[] },
  ) {
    const hash = await walletFor(account).writeContract({ ...request, chain } as never)
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (receipt.status !== 'success') throw new Error(`${request.functionName} reverted`)
    return receipt
  }

  async function deployContract(
    account: Account,
    contract: { abi: Abi; bytecode: `0x${string}`; args?: readonly unknown[] },
  ) {
    const hash = await walletFor(account).deployContract({ ...contract, chain } as never)
    const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    if (!receipt.contractAddress) throw new Error('no contract address')
    return receipt.contractAddress
  }

  /** The latest block's timestamp, in seconds. */
  const now = async () => (await publicClient.getBlock()).timestamp

  /** Mines an empty block at `timestamp`, so reads see that time and the next transaction comes after it. */
  async function mineAt(timestamp: bigint) {
    await testClient.setNextBlockTimestamp({ timestamp })
    await testClient.mine({ blocks: 1 })
  }

  return {
    url: anvil.url,
    chain,
    publicClient,
    testClient,
    accounts,
    walletFor,
    write,
    deployContract,
    now,
    mineAt,
    stop: anvil.stop,
  }
}

export type LocalChain = Awaited<ReturnType<typeof startLocalChain>>
