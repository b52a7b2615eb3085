// @ts-check
// Puts the Yarm contracts on a local chain: MockUSDC, the smart-account factory and one vault per live or
// upcoming Yarm (see plan.mjs), at the addresses plan.mjs computes; funds the ten demo accounts with USDC
// and makes the deposits a live Yarm already has. Does nothing on a chain that has them already.
//
//   node contracts/deploy.mjs http://127.0.0.1:8545 8453
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import {
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  maxUint256,
  parseEther,
  zeroHash,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import {
  addressesOn,
  DEMO_ACCOUNT_COUNT,
  DEMO_USDC,
  deployer,
  MNEMONIC,
  seeders,
  yarmerId,
  yarmsOn,
} from './plan.mjs'

/** @typedef {{ abi: import('viem').Abi, bytecode: `0x${string}` }} Artifact */

/** @param {string} name @returns {Promise<Artifact>} */
async function artifact(name) {
  return JSON.parse(await readFile(new URL(`./out/${name}.json`, import.meta.url), 'utf8'))
}

/** @param {string} rpcUrl @param {number} chainId */
export function clientsFor(rpcUrl, chainId) {
  const chain = defineChain({
    id: chainId,
    name: `local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  // No batching or polling delays: anvil answers at once, and the stack's start time is what people wait on.
  const transport = http(rpcUrl, { retryCount: 0 })
  const publicClient = createPublicClient({ chain, transport, pollingInterval: 50 })
  /** @param {import('viem').Account} account */
  const walletFor = (account) => createWalletClient({ account, chain, transport })
  return { chain, publicClient, walletFor }
}

/** @param {ReturnType<typeof clientsFor>['publicClient']} publicClient @param {`0x${string}`} hash */
async function mined(publicClient, hash) {
  const receipt = await publicClient.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  return receipt
}

/**
 * Deploys and seeds, or finds it done. Returns the addresses and whether this call deployed them.
 * @param {{ rpcUrl: string, chainId: number, now?: number, log?: (message: string) => void }} options
 */
export async function deploy({ rpcUrl, chainId, now = Date.now(), log = () => {} }) {
  const addresses = addressesOn(chainId)
  const { publicClient, walletFor } = clientsFor(rpcUrl, chainId)
  const all = [addresses.usdc, addresses.factory, ...Object.values(addresses.vaults)]
  const present = await Promise.all(
    all.map(async (address) => ((await publicClient.getCode({ address })) ?? '0x') !== '0x'),
  )
  if (present.every(Boolean)) return { addresses, deployed: false }
  const nonce = await publicClient.getTransactionCount({ address: deployer.address })
  if (nonce !== 0 || present.some(Boolean)) {
    throw new Error(
      `The chain on ${rpcUrl} has some of the Yarm contracts but not all (deployer nonce ${nonce}): it was changed by hand or a deployment was cut short. Start it afresh (for npm start: delete .chain-state/).`,
    )
  }

  // The deployer and the seeders are not among the ten funded accounts: give them gas money.
  for (const account of [deployer, ...seeders]) {
    await publicClient.request({
      // @ts-expect-error anvil's own method, not in viem's public RPC schema
      method: 'anvil_setBalance',
      params: [account.address, `0x${parseEther('1000').toString(16)}`],
    })
  }
  const wallet = walletFor(deployer)
  const [usdcArtifact, factoryArtifact, vaultArtifact] = await Promise.all(
    ['MockUSDC', 'SmartAccountFactory', 'YarmVault'].map(artifact),
  )
  if (!usdcArtifact || !factoryArtifact || !vaultArtifact) throw new Error('contract artifacts missing')

  // Each deployment waits for the previous one: the nonce order is what fixes the addresses.
  /** @param {Artifact} art @param {readonly unknown[]} args @param {`0x${string}`} expected */
  const deployAt = async (art, args, expected) => {
    const hash = await wallet.deployContract({ abi: art.abi, bytecode: art.bytecode, args })
    const receipt = await mined(publicClient, hash)
    if (receipt.contractAddress?.toLowerCase() !== expected.toLowerCase()) {
      throw new Error(`deployed at ${receipt.contractAddress}, expected ${expected}`)
    }
  }
  await deployAt(usdcArtifact, [deployer.address], addresses.usdc)
  await deployAt(factoryArtifact, [], addresses.factory)
  const yarms = yarmsOn(chainId, now)
  for (const yarm of yarms) {
    const args = [
      addresses.usdc,
      yarm.name,
      yarm.symbol,
      yarm.startsAt,
      yarm.endsAt,
      yarm.tvlCap,
      yarm.withdrawalDelay,
      deployer.address,
    ]
    await deployAt(vaultArtifact, args, /** @type {`0x${string}`} */ (addresses.vaults[yarm.id]))
  }
  log(`deployed USDC, the account factory and ${yarms.length} vaults on chain ${chainId}`)

  /** @param {import('viem').Account} account @param {`0x${string}`} address @param {import('viem').Abi} abi @param {string} functionName @param {readonly unknown[]} args */
  const send = async (account, address, abi, functionName, args) =>
    mined(
      publicClient,
      await walletFor(account).writeContract({ address, abi, functionName, args, chain: undefined }),
    )

  for (let i = 0; i < DEMO_ACCOUNT_COUNT; i++) {
    const { address } = mnemonicToAccount(MNEMONIC, { addressIndex: i })
    await send(deployer, addresses.usdc, usdcArtifact.abi, 'mint', [address, DEMO_USDC])
  }
  // The keeper pulls the yield it adds (accrue): approve every vault once.
  for (const yarm of yarms) {
    await send(deployer, addresses.usdc, usdcArtifact.abi, 'approve', [addresses.vaults[yarm.id], maxUint256])
  }

  const block = await publicClient.getBlock()
  let seeded = 0
  for (const yarm of yarms) {
    const vault = /** @type {`0x${string}`} */ (addresses.vaults[yarm.id])
    if (yarm.fill <= 0 || block.timestamp < yarm.startsAt || block.timestamp >= yarm.endsAt) continue
    // Each seeder gets what its deposits need and approves the vault once; the deposits then go in turn.
    const deposits = yarm.seedDeposits.map((part, i) => ({
      ...part,
      seeder: /** @type {import('viem').Account} */ (seeders[i % seeders.length]),
    }))
    for (const seeder of seeders) {
      const needed = deposits
        .filter((part) => part.seeder === seeder)
        .reduce((sum, part) => sum + part.amount, 0n)
      if (needed === 0n) continue
      await send(deployer, addresses.usdc, usdcArtifact.abi, 'mint', [seeder.address, needed])
      await send(seeder, addresses.usdc, usdcArtifact.abi, 'approve', [vault, needed])
    }
    for (const { seeder, amount, yarmer } of deposits) {
      if (amount === 0n) continue
      const id = yarmer ? yarmerId(yarmer) : zeroHash
      await send(seeder, vault, vaultArtifact.abi, 'deposit', [amount, seeder.address, id])
    }
    seeded++
  }
  log(`minted USDC to ${DEMO_ACCOUNT_COUNT} demo accounts; seeded deposits into ${seeded} live vaults`)
  return { addresses, deployed: true }
}

const YEAR_SECONDS = 365n * 86_400n

/**
 * The keeper's round: adds `seconds` worth of each open vault's APY (from the API's data) to it, minted
 * to the deployer and pulled by the vault, so share prices and TVL move as they would with a strategy. Where
 * the chain's latest block is further from the vault's last accrual than `seconds` (its clock was moved
 * forward), that much is paid instead.
 * @param {{ rpcUrl: string, chainId: number, seconds: number, now?: number }} options
 * @returns {Promise<bigint>} the USDC (6 decimals) added in all
 */
export async function accrue({ rpcUrl, chainId, seconds, now = Date.now() }) {
  const addresses = addressesOn(chainId)
  const { publicClient, walletFor } = clientsFor(rpcUrl, chainId)
  const [usdcArtifact, vaultArtifact] = await Promise.all(['MockUSDC', 'YarmVault'].map(artifact))
  if (!usdcArtifact || !vaultArtifact) throw new Error('contract artifacts missing')
  const wallet = walletFor(deployer)
  let added = 0n
  const { timestamp: chainNow } = await publicClient.getBlock()
  for (const yarm of yarmsOn(chainId, now)) {
    const vault = /** @type {`0x${string}`} */ (addresses.vaults[yarm.id])
    const [total, window] = /** @type {[bigint, readonly [bigint, bigint, bigint, bigint]]} */ (
      await Promise.all(
        ['totalAssets', 'yieldWindow'].map((functionName) =>
          publicClient.readContract({ address: vault, abi: vaultArtifact.abi, functionName }),
        ),
      )
    )
    // Yield follows the chain's clock: when it was moved forward (the dev tools, a journey) past the last
    // accrual, that time is paid too, so the APY the app reads from the share price stays the Yarm's.
    const lastAccrual = window[2]
    const chainSeconds = lastAccrual > 0n && chainNow > lastAccrual ? Number(chainNow - lastAccrual) : 0
    const paid = Math.max(seconds, chainSeconds)
    const amount =
      (total * BigInt(Math.round(yarm.apy * 1e6)) * BigInt(Math.round(paid))) / (1_000_000n * YEAR_SECONDS)
    if (amount === 0n) continue
    for (const [address, abi, functionName, args] of /** @type {const} */ ([
      [addresses.usdc, usdcArtifact.abi, 'mint', [deployer.address, amount]],
      [vault, vaultArtifact.abi, 'accrue', [amount]],
    ])) {
      const hash = await wallet.writeContract({ address, abi, functionName, args, chain: undefined })
      await mined(publicClient, hash)
    }
    added += amount
  }
  return added
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [rpcUrl = 'http://127.0.0.1:8545', chainId = '8453'] = process.argv.slice(2)
  const { addresses, deployed } = await deploy({ rpcUrl, chainId: Number(chainId), log: console.log })
  console.log(deployed ? 'deployed' : 'already deployed', JSON.stringify(addresses, null, 2))
}
