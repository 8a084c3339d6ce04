// The merkle claim: account 1 claims its allocation from the header offer (checked on chain); /claim opens the
// address dialog, which refuses an address without a claim and shows another account's amount.
import { readFileSync } from 'node:fs'

import { type Page } from '@playwright/test'
import { BigNumber, Contract } from 'ethers'
import { formatUnits, getAddress } from 'ethers/lib/utils.js'

import { expect, test } from './support/fixtures'
import { changesOf, previewedChanges } from './support/preview'

interface ClaimsFile {
  claims: Record<string, { index: number; amount: string; proof: string[] }>
}

const CLAIMS = JSON.parse(
  readFileSync(new URL('../../public/claims/31337.json', import.meta.url), 'utf8'),
) as ClaimsFile
const DISTRIBUTOR_ABI = [
  'function isClaimed(uint256 index) view returns (bool)',
  'function claim(uint256 index, address account, uint256 amount, bytes32[] proof)',
]
const TOKEN_ABI = ['function balanceOf(address) view returns (uint256)']

function claimOf(account: string) {
  const claim = CLAIMS.claims[getAddress(account)]
  if (!claim) throw new Error(`no claim for ${account}`)
  return { index: claim.index, amount: BigNumber.from(claim.amount), proof: claim.proof }
}

/** "650 VENOM" → 650 VENOM in raw units (the dialog shows 4 significant digits; the seeded amounts are round). */
const shown = (amount: BigNumber) => `${formatUnits(amount, 18).replace(/\.0$/, '')} VENOM`

async function connect(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
}

test('account 1 claims its allocation from the header offer', async ({ page, wallet, chain }) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  wallet.authorize()
  const account = chain.accounts[1]
  const { index, amount, proof } = claimOf(account)
  const distributor = new Contract(chain.deployment.merkleDistributor, DISTRIBUTOR_ABI, chain.provider)
  const venom = new Contract(chain.deployment.tokens.VENOM, TOKEN_ABI, chain.provider)
  expect(await distributor.isClaimed(index)).toBe(false)
  const before: BigNumber = await venom.balanceOf(account)
  const estimate: BigNumber = await distributor.estimateGas.claim(index, account, amount, proof, { from: account })

  await connect(page)
  const offer = page.getByTestId('claim-offer')
  await expect(offer).toHaveText('Claim VENOM')
  await offer.click()

  const dialog = page.getByRole('dialog', { name: 'Claim VENOM' })
  const shownAmount = dialog.getByTestId('claim-amount')
  await expect(shownAmount).toHaveText(shown(amount))
  // The preview (issue 41): the claim's VENOM, as the distributor will pay it.
  expect(await previewedChanges(page, {})).toEqual(changesOf([[venom.address, amount]]))
  await dialog.getByTestId('claim-button').click()

  const claimed = page.getByRole('dialog', { name: 'Claimed' })
  await expect(claimed).toBeVisible()
  await expect(claimed.getByTestId('claim-amount')).toHaveText(shown(amount))
  const link = claimed.getByRole('link', { name: /^View transaction on / })
  await expect(link).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/)

  expect(await distributor.isClaimed(index)).toBe(true)
  const after: BigNumber = await venom.balanceOf(account)
  expect(after.sub(before).toString()).toBe(amount.toString())

  // The gas limit sent was the estimate plus 10%, and the transaction is recorded with its summary.
  const hash = (await link.getAttribute('href'))!.split('/tx/')[1]
  const tx = await chain.provider.getTransaction(hash)
  expect(tx.to).toBe(chain.deployment.merkleDistributor)
  expect(tx.from).toBe(account)
  expect(tx.gasLimit.toString()).toBe(estimate.mul(11_000).div(10_000).toString())
  await expect(page.getByTestId(`popup-${hash}`)).toContainText(`Claimed ${shown(amount)}`)

  // Nothing left to claim: the offer goes away.
  await expect(offer).toBeHidden()
  expect(errors).toEqual([])
})

test('/claim opens the address dialog: no claim for account 3, account 2 sees its amount', async ({
  page,
  wallet,
  chain,
}) => {
  wallet.authorize()
  await connect(page, '/#/claim')
  await expect(page).toHaveURL(/#\/swap$/)
  const dialog = page.getByRole('dialog', { name: 'Claim VENOM' })
  const input = dialog.getByTestId('claim-address-input')
  const button = dialog.getByTestId('claim-button')
  await expect(input).toBeVisible()
  await expect(button).toBeDisabled()

  await input.fill(chain.accounts[3])
  await expect(dialog.getByText('Address has no available claim')).toBeVisible()
  await expect(button).toBeDisabled()
  await expect(dialog.getByTestId('claim-amount')).toHaveCount(0)

  await input.fill('0x1234')
  await expect(dialog.getByText('Address has no available claim')).toBeVisible()
  await expect(button).toBeDisabled()

  // Any case is accepted: the file is keyed by checksummed address.
  await input.fill(chain.accounts[2].toLowerCase())
  await expect(dialog.getByTestId('claim-amount')).toHaveText(shown(claimOf(chain.accounts[2]).amount))
  await expect(dialog.getByText('Address has no available claim')).toHaveCount(0)
  await expect(button).toBeEnabled()

  // A refusal in the wallet is logged and the entry form comes back, nothing claimed.
  wallet.rejectNext()
  await button.click()
  await expect(input).toHaveValue(chain.accounts[2].toLowerCase())
  await expect(button).toBeEnabled()
  const distributor = new Contract(chain.deployment.merkleDistributor, DISTRIBUTOR_ABI, chain.provider)
  expect(await distributor.isClaimed(claimOf(chain.accounts[2]).index)).toBe(false)

  // Escape closes the dialog.
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})
