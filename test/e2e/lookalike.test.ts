// Address poisoning (issue 40): another account makes a zero-value transferFrom of a real token from the victim to an
// address sharing the first and last four hex characters of one the victim sent to, so that it shows in the
// victim's history. Typed or pasted where the app sends or acts (the send page's recipient, a delegate, the claim
// address), such an address gets a warning naming both, and the action waits until the user acknowledges it; an
// address used before gets nothing, a first-time one a quiet note. On the activity page the poisoning is folded away
// as possible spam and says that the account did not send it. Everything happens on the chain: the history the app
// reads is the chain's, and the tokens sent land where the page said.
import { readFileSync } from 'node:fs'

import { type Page } from '@playwright/test'
import { type BigNumber, Contract } from 'ethers'
import { getAddress, parseEther, parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { expect, type LocalChain, test } from './support/fixtures'
import { swapAndConfirm } from './support/swap'

/** The address the victim really sent to, and the poisoner's: the same four characters at each end. */
const USED = '0x1234abababababababababababababababab5678'
const LOOKALIKE = '0x1234cdcdcdcdcdcdcdcdcdcdcdcdcdcdcdcd5678'
const FRESH = '0x9999000000000000000000000000000000000001'
const ROUTER = ['function getAmountsOut(uint256, address[]) view returns (uint256[])']

/** `address` with its middle changed: what a poisoner makes of an address the victim uses (here, its own). */
const lookalikeOf = (address: string) => `${address.slice(0, 6)}${'e'.repeat(32)}${address.slice(-4)}`.toLowerCase()

/** Account 1 pays USED some BUSD; then account 5 poisons its history with a worthless transfer to LOOKALIKE. */
async function poisonHistory(chain: LocalChain, victim: string): Promise<{ genuine: string; poisoning: string }> {
  const busd = (signer: string) => attach(chain.provider.getSigner(signer), 'DemoERC20', chain.deployment.tokens.BUSD)
  const genuine = await (await busd(victim).transfer(USED, parseUnits('5', 18))).wait()
  const poisoning = await (await busd(chain.accounts[5]).transferFrom(victim, LOOKALIKE, 0)).wait()
  return { genuine: genuine.transactionHash, poisoning: poisoning.transactionHash }
}

async function busdBalance(chain: LocalChain, account: string): Promise<BigNumber> {
  return attach(chain.provider.getSigner(0), 'DemoERC20', chain.deployment.tokens.BUSD).balanceOf(account)
}

function recipientField(page: Page) {
  return page.getByTestId('recipient-input')
}

test('send: a lookalike of an address used before is named beside it and holds the swap until acknowledged', async ({
  page,
  wallet,
  chain,
}) => {
  const { tokens, weth } = chain.deployment
  const { poisoning } = await poisonHistory(chain, wallet.account)
  const receipt = await chain.provider.getTransactionReceipt(poisoning)
  expect(receipt.from, 'the poisoning was sent by another account').toBe(chain.accounts[5])

  wallet.authorize()
  await page.goto(`/#/send?inputCurrency=ETH&outputCurrency=${tokens.BUSD}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('swap-input').getByTestId('amount-input').fill('1')
  const button = page.getByTestId('swap-button')
  const warning = page.getByTestId('recipient-lookalike-warning')

  // The poisoner's address, as copied from the history: named beside the address really used, the swap held.
  await recipientField(page).fill(LOOKALIKE)
  await expect(warning).toBeVisible()
  await expect(warning.getByTestId('recipient-lookalike-typed')).toHaveAttribute('data-address', LOOKALIKE)
  await expect(warning.getByTestId('recipient-lookalike-used')).toHaveAttribute('data-address', USED)
  await expect(button).toHaveText('Check the recipient')
  await expect(button).toBeDisabled()

  // The address used before: nothing to say. Case never decides.
  await recipientField(page).fill(USED.toUpperCase().replace('0X', '0x'))
  await expect(warning).toHaveCount(0)
  await expect(page.getByTestId('recipient-first-time')).toHaveCount(0)
  await expect(button).toBeEnabled()

  // An address never used: a quiet note, nothing held.
  await recipientField(page).fill(FRESH)
  await expect(page.getByTestId('recipient-first-time')).toHaveText(
    'You have not sent to this address before: check that it is the one you mean.',
  )
  await expect(warning).toHaveCount(0)
  await expect(button).toBeEnabled()

  // Back to the lookalike: acknowledged, the swap goes ahead and the tokens land there.
  await recipientField(page).fill(LOOKALIKE)
  await expect(button).toBeDisabled()
  await warning.getByTestId('recipient-lookalike-acknowledge').check()
  await expect(button).toHaveText('Swap')
  const router = new Contract(chain.deployment.router, ROUTER, chain.provider)
  const quoted: BigNumber = (await router.getAmountsOut(parseEther('1'), [weth, tokens.BUSD]))[1]
  const before = await busdBalance(chain, LOOKALIKE)
  await swapAndConfirm(page)
  expect((await busdBalance(chain, LOOKALIKE)).sub(before).toString()).toBe(quoted.toString())
})

test("activity: the poisoner's transfer is folded as possible spam, says the account did not send it, and is exported marked", async ({
  page,
  wallet,
  chain,
}) => {
  const { genuine, poisoning } = await poisonHistory(chain, wallet.account)
  wallet.authorize()
  await page.goto('/#/activity')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const genuineRow = page.getByTestId(`activity-tx-${genuine}`)
  await expect(genuineRow).toHaveAttribute('data-sent-by-account', 'true', { timeout: 30_000 })
  await expect(page.getByTestId('activity-history-progress')).toHaveCount(0, { timeout: 30_000 })
  const poisoningRow = page.getByTestId(`activity-tx-${poisoning}`)
  await expect(poisoningRow).toHaveCount(0)

  const show = page.getByTestId('activity-show-hidden')
  await expect(show).toHaveText('Hidden: possible spam (1). Show')
  await show.click()
  await expect(poisoningRow).toHaveAttribute('data-sent-by-account', 'false')
  await expect(poisoningRow).toHaveAttribute('data-possible-spam', 'true')
  await expect(poisoningRow.getByTestId('activity-not-sent')).toHaveText(
    'Not sent by this account: possible spam. Never copy an address from it.',
  )
  await expect(genuineRow.getByTestId('activity-not-sent')).toHaveCount(0)
  await expect(show).toHaveAttribute('aria-pressed', 'true')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('activity-export').click()])
  const csv = readFileSync(await download.path(), 'utf8')
  expect(csv).toMatch(new RegExp(`,${poisoning},[^\r]*,chain,false,true\r\n`))
  expect(csv).toMatch(new RegExp(`,${genuine},[^\r]*,chain,true,false\r\n`))
})

test('delegate: a lookalike of the account itself waits for the acknowledgement, then the votes go to it', async ({
  page,
  wallet,
  chain,
}) => {
  const account3 = chain.accounts[3]
  const venom = attach(chain.provider.getSigner(0), 'VenomToken', chain.deployment.governance.token)
  const lookalike = lookalikeOf(account3)
  wallet.authorize()
  await wallet.switchAccount(3)
  await page.goto('/#/vote')
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByRole('button', { name: 'Unlock Voting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
  const confirm = dialog.getByTestId('delegate-confirm')
  await dialog.getByRole('button', { name: 'Add Delegate +' }).click()
  await dialog.getByTestId('delegate-address-input').fill(lookalike)

  const warning = dialog.getByTestId('recipient-lookalike-warning')
  await expect(warning.getByTestId('recipient-lookalike-used')).toHaveAttribute('data-address', account3.toLowerCase())
  await expect(confirm).toBeDisabled()
  await warning.getByTestId('recipient-lookalike-acknowledge').check()
  await expect(confirm).toBeEnabled()
  await confirm.click()
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible()
  await expect.poll(() => venom.delegates(account3)).toBe(getAddress(lookalike))
})

test('claim: a lookalike of the account itself is named in the claim dialog', async ({ page, wallet }) => {
  wallet.authorize()
  await page.goto('/#/claim')
  const dialog = page.getByRole('dialog', { name: 'Claim VENOM' })
  await dialog.getByTestId('claim-address-input').fill(lookalikeOf(wallet.account))
  const warning = dialog.getByTestId('recipient-lookalike-warning')
  await expect(warning.getByTestId('recipient-lookalike-used')).toHaveAttribute(
    'data-address',
    wallet.account.toLowerCase(),
  )
  await expect(dialog.getByTestId('claim-button')).toBeDisabled()
  // The account's own address is no stranger: nothing to warn of.
  await dialog.getByTestId('claim-address-input').fill(wallet.account)
  await expect(warning).toHaveCount(0)
  await expect(dialog.getByTestId('claim-button')).toBeEnabled()
})
