// The operator's path end to end on a chain that is not the local one (2153): `npm run deploy`, a build from the
// environment alone, one pool seeded from the deployer; then a user swaps and deposits in the farm through that
// build with the injected wallet, every outcome checked on chain, and imports a list from a host no config names;
// and the build's first RPC URL, a replica, trails the head while the second answers.
import { type BigNumber, constants, ContractFactory } from 'ethers'
import { parseEther } from 'ethers/lib/utils.js'

import { rpc } from '../../scripts/lib/anvil'
import { loadArtifact } from '../../scripts/lib/artifacts'
import { attach } from '../../scripts/lib/contracts'
import { answerAsReplica } from '../support/laggingReplica'
import { builtIndexHtml, contentSecurityPolicyOf } from './faults/builtFiles'
import { significant } from './support/amounts'
import { cspViolations, recordCspViolations } from './support/cspViolations'
import { searchTokens } from './support/currencyDialog'
import { DEPLOYED_OUT_DIR, type DeployedChain, expect, test } from './support/deployedChain'

// Both tests use the worker's one deploy and build, and the second builds on the pool the first trades against.
test.describe.configure({ mode: 'serial' })

const POOL = { venom: parseEther('100000'), native: parseEther('1000') }

function contracts(deployed: DeployedChain, account: number) {
  const signer = deployed.provider.getSigner(deployed.accounts[account])
  const { deployment } = deployed
  return {
    venom: attach(signer, 'VenomToken', deployment.governance.token),
    router: attach(signer, 'UniswapV2Router02', deployment.router),
    lp: attach(signer, 'UniswapV2Pair', deployment.pairs['VENOM/WFRA']),
    breeder: attach(signer, 'MasterBreeder', deployment.staking.masterBreeder),
  }
}

test.beforeAll(async ({ deployed }) => {
  // The operator seeds the farm's pair from the VENOM the deploy minted to the deployer.
  const { venom, router } = contracts(deployed, 0)
  await (await venom.approve(router.address, constants.MaxUint256)).wait()
  const deployer = deployed.accounts[0]
  await (
    await router.addLiquidityETH(venom.address, POOL.venom, 0, 0, deployer, constants.MaxUint256, {
      value: POOL.native,
    })
  ).wait()
})

test('deployed chain 2153: a user swaps 1 FRA for VENOM on the build for that chain and receives the router quote', async ({
  page,
  wallet,
  deployed,
}) => {
  const { venom, router } = contracts(deployed, 1)
  const account = wallet.account
  wallet.authorize()
  await page.goto(`${deployed.appUrl}#/swap`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('not-deployed-banner')).toHaveCount(0)

  // No token list names this chain's tokens: the deployment's VENOM is offered as a common base.
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await page.getByTestId(`common-base-${venom.address}`).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  const amountIn = parseEther('1')
  const quoted: BigNumber = (await router.getAmountsOut(amountIn, [deployed.deployment.weth, venom.address]))[1]
  const venomBefore: BigNumber = await venom.balanceOf(account)
  const nativeBefore = await deployed.provider.getBalance(account)
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')

  await expect(page.getByTestId('swap-button')).toBeEnabled({ timeout: 30_000 })
  await page.getByTestId('swap-button').click()
  await page.getByTestId('confirm-swap').click()
  const hash = (await page.getByTestId('tx-hash').textContent()) ?? ''
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
  // The build polls blocks at the pace its operator set (BLOCK_POLLING_MS), not the local chain's second.
  await expect(page.getByTestId(`popup-${hash}`)).toBeVisible({ timeout: 30_000 })

  const receipt = await deployed.provider.getTransactionReceipt(hash)
  expect(receipt.status).toBe(1)
  expect(((await venom.balanceOf(account)) as BigNumber).sub(venomBefore).toString()).toBe(quoted.toString())
  const gas = receipt.gasUsed.mul(receipt.effectiveGasPrice)
  const spent = nativeBefore.sub(await deployed.provider.getBalance(account)).sub(gas)
  expect(spent.toString()).toBe(amountIn.toString())
})

test('deployed chain 2153: a user deposits LP tokens in the farm the deploy created', async ({
  page,
  wallet,
  deployed,
}) => {
  const owner = contracts(deployed, 0)
  const { venom, lp, breeder } = contracts(deployed, 1)
  const account = wallet.account
  const amount = ((await owner.lp.balanceOf(deployed.accounts[0])) as BigNumber).div(10)
  await (await owner.lp.transfer(account, amount)).wait()
  expect((await breeder.poolInfo(0))[0]).toBe(lp.address)

  wallet.authorize()
  await page.goto(`${deployed.appUrl}#/staking/pools/ETH/${venom.address}`)
  await expect(page.getByRole('heading', { level: 1, name: /Mining$/ })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('stake-deposit').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('stake-max').click()
  await dialog.getByTestId('stake-approve').click()
  await expect(dialog.getByTestId('stake-confirm')).toBeEnabled({ timeout: 30_000 })
  await dialog.getByTestId('stake-confirm').click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible({ timeout: 30_000 })

  await expect
    .poll(async () => (await breeder.userInfo(0, account)).amount.toString(), { timeout: 30_000 })
    .toBe(amount.toString())
  expect(((await lp.balanceOf(account)) as BigNumber).toString()).toBe('0')
})

test('deployed chain 2153: the production build imports a token list from an https host that no config names', async ({
  page,
  wallet,
  deployed,
}) => {
  // The build's policy: any https or wss host, plain http on loopback only (a node on the user's own computer, which
  // also covers this chain's configured RPC on 127.0.0.1), and never plain http or ws as a whole scheme.
  const connect = contentSecurityPolicyOf(builtIndexHtml(DEPLOYED_OUT_DIR)).get('connect-src') ?? []
  expect(new URL(deployed.url).hostname).toBe('127.0.0.1')
  expect(connect).toEqual(["'self'", 'https:', 'wss:', 'http://127.0.0.1:*', 'http://localhost:*'])

  const { abi, bytecode } = loadArtifact('DemoERC20')
  const owner = deployed.provider.getSigner(deployed.accounts[0])
  const token = await new ContractFactory(abi as never, bytecode, owner).deploy('Far Away', 'AWAY', 18, parseEther('1'))
  await token.deployed()
  const listUrl = 'https://tokens.far-away-host.example/list.json'
  const list = {
    name: 'Far Away List',
    timestamp: new Date().toISOString(),
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [{ chainId: 2153, address: token.address, decimals: 18, symbol: 'AWAY', name: 'Far Away' }],
  }
  await page.route(listUrl, (route) => route.fulfill({ json: list, headers: { 'access-control-allow-origin': '*' } }))
  await recordCspViolations(page)

  wallet.authorize()
  await page.goto(`${deployed.appUrl}#/swap`)
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await page.getByRole('button', { name: 'Manage' }).click()
  await page.getByPlaceholder('https:// or ipfs:// or ENS name').fill(listUrl)
  await expect(page.getByTestId('list-preview')).toContainText('Far Away List', { timeout: 15_000 })
  await page.getByTestId('list-preview').getByRole('button', { name: 'Import' }).click()
  await page.getByLabel('I understand').check()
  await page.getByRole('dialog').getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page.getByTestId(`list-row-${listUrl}`).getByRole('switch')).toHaveAttribute('aria-checked', 'true')

  await page.getByRole('button', { name: 'Back' }).click()
  await searchTokens(page, 'away')
  await page.getByTestId(`token-row-${token.address}`).click()
  await expect(page.getByTestId('swap-output').getByTestId('currency-select')).toContainText('AWAY')
  expect(await cspViolations(page)).toEqual([])
})

/** The values the page showed, sampled every 20 ms from its start: a block number or a quote that went back shows. */
interface Shown {
  blocks: number[]
  quotes: string[]
}

test('deployed chain 2153: a first RPC URL trailing the head by five blocks is demoted; the block number and the quote follow the head and never go back', async ({
  page,
  deployed,
}) => {
  const behind = 5
  const { venom, router } = contracts(deployed, 2)
  const path = [deployed.deployment.weth, venom.address]
  const headNow = async () => Number(await rpc<string>(deployed.url, 'eth_blockNumber'))
  const quote = async () => ((await router.getAmountsOut(parseEther('1'), path)) as BigNumber[])[1]
  await rpc(deployed.url, 'anvil_mine', [`0x${(behind * 2).toString(16)}`])
  let replicaAnswers = 0
  await page.route(deployed.replicaUrl, async (route) => {
    const body = await answerAsReplica(deployed.url, route.request().postData() ?? '', behind)
    replicaAnswers++
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(body) })
  })
  await page.addInitScript(() => {
    const shown: Shown = { blocks: [], quotes: [] }
    Object.assign(window, { __shown: shown })
    setInterval(() => {
      const block = Number(document.querySelector('[data-testid="block-number"]')?.textContent)
      if (block > 0 && block !== shown.blocks.at(-1)) shown.blocks.push(block)
      const output = document.querySelector<HTMLInputElement>(
        '[data-testid="swap-output"] [data-testid="amount-input"]',
      )
      if (output?.value && output.value !== shown.quotes.at(-1)) shown.quotes.push(output.value)
    }, 20)
  })

  await page.goto(`${deployed.appUrl}#/swap`)
  await page.getByTestId('swap-output').getByTestId('currency-select').click()
  await page.getByTestId(`common-base-${venom.address}`).click()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  const output = page.getByTestId('swap-output').getByTestId('amount-input')
  // The second poll (BLOCK_POLLING_MS apart) already goes to the node.
  const paced = { timeout: 30_000 }
  await expect(page.getByTestId('block-number')).toHaveText(String(await headNow()), paced)
  const before = significant(await quote(), 18, 6)
  await expect(output).toHaveValue(before, paced)

  // A trade on chain moves the price: the page shows the new quote at the new head, and never the old one again,
  // though the replica, tried again after each cooldown, still answers with the reserves from before the trade.
  await (
    await router.swapExactETHForTokens(0, path, deployed.accounts[2], constants.MaxUint256, { value: parseEther('50') })
  ).wait()
  const after = significant(await quote(), 18, 6)
  expect(after).not.toBe(before)
  await expect(output).toHaveValue(after, paced)
  await expect(page.getByTestId('block-number')).toHaveText(String(await headNow()), paced)
  const answered = replicaAnswers
  await expect.poll(() => replicaAnswers, { message: 'the replica is tried again', ...paced }).toBeGreaterThan(answered)
  await expect(output).toHaveValue(after)

  const shown = await page.evaluate(() => (window as unknown as { __shown: Shown }).__shown)
  expect(shown.blocks, 'the block number never goes back').toEqual([...shown.blocks].sort((a, b) => a - b))
  expect(shown.quotes.slice(shown.quotes.indexOf(after)), 'the old quote never comes back').not.toContain(before)
  expect(replicaAnswers, 'the replica answered polls').toBeGreaterThan(0)
})
