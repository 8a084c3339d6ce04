// The harness itself: the injected wallet must behave like MetaMask against the real node.
import { parseEther } from 'ethers/lib/utils.js'

import { expect, test } from './support/fixtures'
import { minedReceipt } from './support/receipts'

test.describe('injected test wallet', () => {
  test.beforeEach(async ({ page, wallet }) => {
    wallet.authorize()
    await page.goto('/')
  })

  const request = (method: string, params: unknown[] = []) => ({ method, params }) as const

  test('sends a transaction from the selected account, landing on chain', async ({ page, wallet, chain }) => {
    const to = chain.accounts[5]
    const before = await chain.provider.getBalance(to)
    const hash = await page.evaluate(
      (args) => (window.ethereum as { request: (a: unknown) => Promise<string> }).request(args),
      request('eth_sendTransaction', [{ from: wallet.account, to, value: parseEther('1.5').toHexString() }]),
    )
    const receipt = await minedReceipt(chain.provider, hash)
    expect(receipt.status).toBe(1)
    expect(receipt.from).toBe(wallet.account)
    expect((await chain.provider.getBalance(to)).sub(before).toString()).toBe(parseEther('1.5').toString())
  })

  test('rejects the next prompt with 4001 and fails the one after with -32603', async ({ page, wallet, chain }) => {
    const send = () =>
      page.evaluate(
        (args) =>
          (window.ethereum as { request: (a: unknown) => Promise<string> }).request(args).then(
            () => 'ok',
            (error: { code: number }) => error.code,
          ),
        request('eth_sendTransaction', [{ from: wallet.account, to: chain.accounts[5], value: '0x1' }]),
      )
    const nonce = await chain.provider.getTransactionCount(wallet.account)
    wallet.rejectNext()
    expect(await send()).toBe(4001)
    wallet.failNext()
    expect(await send()).toBe(-32603)
    expect(await chain.provider.getTransactionCount(wallet.account)).toBe(nonce)
    expect(await send()).toBe('ok')
  })

  test('switches account and chain, and asks to add an unknown chain (4902)', async ({ page, wallet }) => {
    const call = (method: string, params: unknown[] = []) =>
      page.evaluate(
        (args) =>
          (window.ethereum as { request: (a: unknown) => Promise<unknown> })
            .request(args)
            .catch((error: { code: number }) => ({ code: error.code })),
        request(method, params),
      )
    await wallet.switchAccount(2)
    expect(await call('eth_accounts')).toEqual([wallet.accounts[2]])
    expect(await call('wallet_switchEthereumChain', [{ chainId: '0x868' }])).toEqual({ code: 4902 })
    expect(await call('wallet_addEthereumChain', [{ chainId: '0x868', chainName: 'Findora' }])).toBeNull()
    expect(await call('eth_chainId')).toBe('0x868')
  })
})
