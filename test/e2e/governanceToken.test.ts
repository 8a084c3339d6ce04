// The header's VENOM balance and its breakdown against the chain: balances, locks, farm rewards, supply, price.
import { type BigNumber, Contract } from 'ethers'
import { formatUnits } from 'ethers/lib/utils.js'

import { GOVERNANCE_PRICE_QUOTES } from '../../src/config/prices'
import { formatUnitsFixed } from '../../src/state/governanceToken/format'
import { formatFraction } from '../../src/state/governanceToken/format'
import { userFigures } from '../../src/state/governanceToken/math'
import { formatSignificant } from '../../src/utils/format/formatSignificant'
import { rational, scaleDown } from '../../src/utils/pricing/rational'
import { reservesLookup, token0Of } from '../../src/utils/pricing/reserves'
import { tokenUsdPrice } from '../../src/utils/pricing/usdPrice'
import { expect, test } from './support/fixtures'

const VENOM_ABI = [
  'function balanceOf(address) view returns (uint256)',
  'function lockOf(address) view returns (uint256)',
  'function totalBalanceOf(address) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function unlockedSupply() view returns (uint256)',
]
const BREEDER_ABI = [
  'function pendingReward(uint256 pid, address user) view returns (uint256)',
  'function claimReward(uint256 pid)',
]
const PAIR_ABI = ['function getReserves() view returns (uint112, uint112, uint32)']
const FRA_USD = 0.5

const big = (value: BigNumber) => BigInt(value.toString())

test('the header balance and the breakdown equal the on-chain figures', async ({ page, wallet, chain }) => {
  const { deployment } = chain
  const account = chain.accounts[1]
  const breeder = new Contract(deployment.staking.masterBreeder, BREEDER_ABI, chain.provider)
  // A harvest locks 95% of the reward, so account 1 has locked tokens to show.
  await (await breeder.connect(chain.provider.getSigner(account)).claimReward(0)).wait()

  await page.route('https://api.coingecko.com/**', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ findora: { usd: FRA_USD } }) }),
  )
  wallet.authorize()
  await page.goto('/')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()

  const venom = new Contract(deployment.governance.token, VENOM_ABI, chain.provider)
  const pending: bigint[] = []
  for (const farm of deployment.staking.farms) pending.push(big(await breeder.pendingReward(farm.pid, account)))
  const balanceOf = big(await venom.balanceOf(account))
  const lockOf = big(await venom.lockOf(account))
  expect(lockOf > 0n).toBe(true)
  const figures = userFigures({
    balanceOf,
    lockOf,
    totalBalanceOf: big(await venom.totalBalanceOf(account)),
    pendingRewards: pending,
  })
  expect(figures.totalBalance).toBe(balanceOf + lockOf)

  const header = page.getByTestId('governance-balance')
  await expect(header).toHaveText(`${formatSignificant(formatUnits(figures.aggregatedBalance, 18), 4)} VENOM`)

  await header.click()
  const dialog = page.getByRole('dialog', { name: 'Your VENOM Breakdown' })
  const two = (raw: bigint) => `${formatUnitsFixed(raw, 18, 2)} VENOM`
  await expect(dialog.getByTestId('governance-unlocked')).toHaveText(two(balanceOf))
  await expect(dialog.getByTestId('governance-locked')).toHaveText(two(lockOf))
  await expect(dialog.getByTestId('governance-total')).toHaveText(two(balanceOf + lockOf))
  await expect(dialog.getByTestId('governance-aggregated')).toHaveText(two(figures.aggregatedBalance))
  await expect(dialog.getByTestId('governance-claimableLocked')).toHaveText(two(figures.claimableLocked))
  await expect(dialog.getByTestId('governance-claimableUnlocked')).toHaveText(two(figures.claimableUnlocked))

  const totalSupply = big(await venom.totalSupply())
  const unlockedSupply = big(await venom.unlockedSupply())
  await expect(dialog.getByTestId('governance-totalSupply')).toHaveText(`${formatUnitsFixed(totalSupply, 18, 0)} VENOM`)
  await expect(dialog.getByTestId('governance-circulatingSupply')).toHaveText(
    `${formatUnitsFixed(unlockedSupply, 18, 0)} VENOM`,
  )

  // The price: VENOM→WFRA from the pair's reserves, times the endpoint's FRA price.
  const venomAddress = deployment.governance.token
  const [r0, r1] = (await new Contract(deployment.pairs['VENOM/WFRA'], PAIR_ABI, chain.provider).getReserves()) as [
    BigNumber,
    BigNumber,
  ]
  const token0 = token0Of(venomAddress, deployment.weth)
  const token1 = token0 === venomAddress ? deployment.weth : venomAddress
  const price = tokenUsdPrice(
    { address: venomAddress, decimals: 18 },
    {
      native: { address: deployment.weth, decimals: 18 },
      stable: { address: deployment.tokens.BUSD, decimals: 18 },
      reserves: reservesLookup([{ token0, token1, reserve0: big(r0), reserve1: big(r1) }]),
      nativeUsd: rational(1n, BigInt(1 / FRA_USD)),
    },
    GOVERNANCE_PRICE_QUOTES,
  )!
  await expect(dialog.getByTestId('governance-price')).toHaveText(
    `$${formatFraction(price.numerator, price.denominator, 3)}`,
  )
  await expect(dialog.getByTestId('governance-marketCap')).toHaveText(
    `$${formatUnitsFixed(scaleDown(totalSupply, price), 18, 0)}`,
  )
  await expect(dialog.getByTestId('governance-circulatingMarketCap')).toHaveText(
    `$${formatUnitsFixed(scaleDown(25_000_000n * 10n ** 18n, price), 18, 0)}`,
  )

  // Persisted per chain and account with a timestamp (saves are debounced).
  const readStored = () => page.evaluate(() => JSON.parse(localStorage.getItem('venom_governanceToken') ?? 'null'))
  await expect.poll(async () => (await readStored())?.details?.['31337']?.totalSupply).toBe(totalSupply.toString())
  const stored = await readStored()
  expect(stored.userDetails['31337'][account].lockedBalance).toBe(lockOf.toString())
  expect(typeof stored.userDetails['31337'][account].timestamp).toBe('number')
})
