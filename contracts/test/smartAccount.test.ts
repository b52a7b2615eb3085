import { type Account, encodeFunctionData, keccak256, pad, serializeErc6492Signature, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smartAccountAbi, smartAccountFactoryAbi, smartAccountFactoryBytecode } from '../out/abis.ts'
import { type LocalChain, startLocalChain } from './localChain.ts'

let chain: LocalChain
let factory: `0x${string}`
let owner: Account & { signMessage: NonNullable<Account['signMessage']>; sign: NonNullable<Account['sign']> }
let stranger: typeof owner

beforeAll(async () => {
  chain = await startLocalChain()
  factory = await chain.deployContract(chain.accounts[0] as Account, {
    abi: smartAccountFactoryAbi,
    bytecode: smartAccountFactoryBytecode,
  })
  // Signing accounts with keys, as the test wallet has.
  owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
  stranger = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a')
}, 60_000)

afterAll(async () => {
  await chain?.stop()
})

const salt = (n: number) => pad(toHex(n), { size: 32 })
const predicted = (ownerAddress: `0x${string}`, n: number) =>
  chain.publicClient.readContract({
    address: factory,
    abi: smartAccountFactoryAbi,
    functionName: 'getAddress',
    args: [ownerAddress, salt(n)],
  })
const createCall = (ownerAddress: `0x${string}`, n: number) =>
  encodeFunctionData({
    abi: smartAccountFactoryAbi,
    functionName: 'createAccount',
    args: [ownerAddress, salt(n)],
  })
const isDeployed = async (address: `0x${string}`) =>
  ((await chain.publicClient.getCode({ address })) ?? '0x') !== '0x'

describe('counterfactual account (ERC-6492)', () => {
  it("verifies the owner's signature before the account exists, and not a stranger's", async () => {
    const address = await predicted(owner.address, 1)
    expect(await isDeployed(address)).toBe(false)
    const message = 'Sign in to Yarm'
    const wrap = (signature: `0x${string}`) =>
      serializeErc6492Signature({ address: factory, data: createCall(owner.address, 1), signature })

    const good = wrap(await owner.signMessage({ message }))
    expect(await chain.publicClient.verifyMessage({ address, message, signature: good })).toBe(true)
    const hash = keccak256(toHex('an order'))
    expect(
      await chain.publicClient.verifyHash({ address, hash, signature: wrap(await owner.sign({ hash })) }),
    ).toBe(true)

    const bad = wrap(await stranger.signMessage({ message }))
    expect(await chain.publicClient.verifyMessage({ address, message, signature: bad })).toBe(false)
    // Verification simulates the deployment; it does not deploy.
    expect(await isDeployed(address)).toBe(false)
  })
})

describe('deployed account (ERC-1271)', () => {
  it('is created at the predicted address, verifies its owner only, and runs calls for its owner only', async () => {
    const address = await predicted(owner.address, 2)
    const deployer = chain.accounts[0] as Account
    await chain.write(deployer, {
      address: factory,
      abi: smartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, salt(2)],
    })
    expect(await isDeployed(address)).toBe(true)
    // A second create is a no-op returning the same account, so a late ERC-6492 wrapper still verifies.
    await chain.write(deployer, {
      address: factory,
      abi: smartAccountFactoryAbi,
      functionName: 'createAccount',
      args: [owner.address, salt(2)],
    })

    const message = 'Sign in to Yarm'
    expect(
      await chain.publicClient.verifyMessage({
        address,
        message,
        signature: await owner.signMessage({ message }),
      }),
    ).toBe(true)
    expect(
      await chain.publicClient.verifyMessage({
        address,
        message,
        signature: await stranger.signMessage({ message }),
      }),
    ).toBe(false)
    // A malformed signature is answered "invalid", not with a revert.
    const hash = keccak256(toHex('x'))
    expect(
      await chain.publicClient.readContract({
        address,
        abi: smartAccountAbi,
        functionName: 'isValidSignature',
        args: [hash, '0x1234'],
      }),
    ).toBe('0xffffffff')

    await chain.testClient.setBalance({ address: owner.address, value: 10n ** 18n })
    await chain.testClient.setBalance({ address: stranger.address, value: 10n ** 18n })
    await chain.testClient.setBalance({ address, value: 1_000n })
    const before = await chain.publicClient.getBalance({ address: stranger.address })
    await chain.write(owner, {
      address,
      abi: smartAccountAbi,
      functionName: 'execute',
      args: [stranger.address, 400n, '0x'],
    })
    expect((await chain.publicClient.getBalance({ address: stranger.address })) - before).toBe(400n)
    await expect(
      chain.publicClient.simulateContract({
        account: stranger,
        address,
        abi: smartAccountAbi,
        functionName: 'execute',
        args: [owner.address, 0n, '0x'],
      }),
    ).rejects.toThrow(/NotOwner/)
  })

  it('gives each owner their own address for the same salt', async () => {
    expect(await predicted(owner.address, 3)).not.toBe(await predicted(stranger.address, 3))
  })
})
