// Governance against Anvil: the proposal list and its badges, voting, self-delegation, the -32603 error view and
// an untrusted proposal description rendered inert — every outcome checked on chain.
import { type Page } from '@playwright/test'
import { type BigNumber, type Contract } from 'ethers'
import { parseUnits } from 'ethers/lib/utils.js'

import { attach } from '../../scripts/lib/contracts'
import { expect, type LocalChain, test } from './support/fixtures'
import { proposeFromAccount2 } from './support/governance'
import { previewedChanges } from './support/preview'

const STATUSES = ['pending', 'active', 'canceled', 'defeated', 'succeeded', 'queued', 'expired', 'executed']
const TONES: Record<string, string> = {
  pending: 'blue',
  active: 'blue',
  succeeded: 'green',
  executed: 'green',
  defeated: 'red',
}

function contracts(chain: LocalChain, signerIndex = 0): { governor: Contract; venom: Contract } {
  const signer = chain.provider.getSigner(signerIndex)
  return {
    governor: attach(signer, 'GovernorAlpha', chain.deployment.governance.governor),
    venom: attach(signer, 'VenomToken', chain.deployment.governance.token),
  }
}

async function activeProposalId(governor: Contract): Promise<number> {
  const count = (await governor.proposalCount()).toNumber()
  for (let id = count; id > 0; id--) if ((await governor.state(id)) === 1) return id
  throw new Error('no active proposal in the demo state')
}

/** The hash from the dialog's 'View transaction on …' link. */
async function submittedHash(page: Page): Promise<string> {
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText('Transaction Submitted')).toBeVisible()
  const href = await dialog.getByRole('link', { name: /^View transaction on / }).getAttribute('href')
  const hash = /\/tx\/(0x[0-9a-fA-F]{64})$/.exec(href ?? '')?.[1]
  expect(hash, `explorer link ${href}`).toBeTruthy()
  return hash!
}

test('the list shows every proposal newest first with the badge of its on-chain state', async ({ page, chain }) => {
  const { governor } = contracts(chain)
  const count = (await governor.proposalCount()).toNumber()
  expect(count).toBeGreaterThanOrEqual(3)

  await page.goto('/#/vote')
  await expect(page.getByRole('heading', { level: 1, name: 'Proposals' })).toBeVisible()
  const rows = page.getByTestId('proposal-list').getByRole('link')
  await expect(rows).toHaveCount(count)
  const ids = await rows.evaluateAll((links) => links.map((link) => link.getAttribute('data-testid')))
  expect(ids).toEqual(Array.from({ length: count }, (_, index) => `proposal-${count - index}`))

  for (let id = 1; id <= count; id++) {
    const status = STATUSES[await governor.state(id)]
    const row = page.getByTestId(`proposal-${id}`)
    await expect(row.getByTestId('proposal-status')).toHaveAttribute('data-status', status)
    await expect(row.getByTestId('proposal-status')).toHaveAttribute('data-tone', TONES[status] ?? 'grey')
    await expect(row).toHaveAttribute('href', `#/vote/${id}`)
  }
  await expect(page.getByTestId('proposal-1')).toContainText('Fund community grants and the bug bounty')

  await page.getByTestId('proposal-1').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Fund community grants and the bug bounty' })).toBeVisible()
  await expect(page.getByTestId('voting-end')).toContainText('Voting ended')
  await expect(page.getByTestId('proposal-calls').getByRole('listitem')).toHaveCount(2)
  await expect(page.getByTestId('proposal-calls').getByRole('listitem').first()).toContainText(
    /^VENOM\.transfer\(0x[0-9a-fA-F]{40}, 1000000000000000000000000\)$/,
  )
  await expect(page.getByTestId('votes-for-percent')).toHaveText('100%')
  await expect(page.getByTestId('votes-against-percent')).toHaveText('0%')
  await page.getByRole('link', { name: 'All Proposals' }).click()
  await expect(page.getByTestId('proposal-list')).toBeVisible()

  await page.goto('/#/vote/999')
  await expect(page.getByTestId('proposal-not-found')).toHaveText('Proposal 999 was not found.')
  // An untrusted id stays text (a slash would make it another route).
  await page.goto('/#/vote/<img src=x onerror=alert(1)>')
  await expect(page.getByTestId('proposal-not-found')).toContainText('<img src=x onerror=alert(1)>')
  expect(await page.locator('[onerror]').count()).toBe(0)
})

test('account 1 votes for the active proposal: forVotes grow by its votes at the start block', async ({
  page,
  wallet,
  chain,
}) => {
  const { governor, venom } = contracts(chain)
  const id = await activeProposalId(governor)
  const before = await governor.proposals(id)
  const prior: BigNumber = await venom.getPriorVotes(wallet.account, before.startBlock)
  expect(prior.gt(0)).toBe(true)

  wallet.authorize()
  await page.goto(`/#/vote/${id}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await expect(page.getByTestId('voting-end')).toContainText('Voting ends approximately')
  await page.getByTestId('vote-for').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(`Vote for proposal ${id}`).first()).toBeVisible()
  await expect(dialog.getByText('10000 Votes')).toBeVisible()
  // The preview (issue 41): a vote moves no balance.
  expect(await previewedChanges(page, {})).toEqual({})
  await expect(dialog.getByTestId('simulated-changes')).toContainText('No balance of yours changes.')
  await dialog.getByTestId('vote-confirm').click()

  const hash = await submittedHash(page)
  await expect(page.getByTestId(`popup-${hash}`)).toContainText(`Voted for proposal ${id}`)
  const after = await governor.proposals(id)
  expect(after.forVotes.sub(before.forVotes).toString()).toBe(prior.toString())
  expect((await governor.getReceipt(id, wallet.account)).hasVoted).toBe(true)
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByTestId('votes-for-count')).toHaveText(
    new Intl.NumberFormat('en', { maximumFractionDigits: 0 }).format(Number(after.forVotes.div(parseUnits('1', 18)))),
  )
})

test('a vote the wallet cannot submit (-32603) shows the error view and nothing is cast', async ({
  page,
  wallet,
  chain,
}) => {
  const { governor } = contracts(chain)
  const id = await activeProposalId(governor)
  wallet.authorize()
  await page.goto(`/#/vote/${id}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  await page.getByTestId('vote-against').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByText(`Vote against proposal ${id}`).first()).toBeVisible()
  wallet.failNext()
  await dialog.getByTestId('vote-confirm').click()
  await expect(dialog.getByText('Error!')).toBeVisible()
  await expect(
    dialog.getByText(
      "Your transaction couldn't be submitted. You may have to increase your Gas Price (GWEI) settings!",
    ),
  ).toBeVisible()
  expect((await governor.getReceipt(id, wallet.account)).hasVoted).toBe(false)

  // Closing resets: the next opening starts at the confirm view.
  await dialog.getByRole('button', { name: 'Dismiss' }).click()
  await page.getByTestId('vote-against').click()
  await expect(page.getByRole('dialog').getByTestId('vote-confirm')).toBeVisible()
})

test('account 3 (tokens, no delegate) self-delegates and its votes appear', async ({ page, wallet, chain }) => {
  const { governor, venom } = contracts(chain)
  const account3 = chain.accounts[3]
  const balance: BigNumber = await venom.balanceOf(account3)
  expect(balance.gt(0)).toBe(true)
  expect(await venom.delegates(account3)).toBe('0x0000000000000000000000000000000000000000')

  wallet.authorize()
  await wallet.switchAccount(3)
  // Not eligible on the active proposal: the note offers 'Unlock voting'.
  await page.goto(`/#/vote/${await activeProposalId(governor)}`)
  await expect(page.getByTestId('web3-status-connected')).toBeVisible()
  const note = page.getByTestId('vote-eligibility')
  await expect(note).toContainText('Only tokens that were self-delegated or delegated to another address before block')
  await expect(page.getByTestId('vote-for')).toHaveCount(0)
  await expect(note.getByRole('button', { name: 'Unlock voting' })).toBeVisible()

  await page.goto('/#/vote')
  await expect(page.getByTestId('user-votes')).toHaveText('Your votes: 0')
  await page.getByRole('button', { name: 'Unlock Voting' }).click()
  const dialog = page.getByRole('dialog', { name: 'Unlock Votes' })
  const confirm = dialog.getByTestId('delegate-confirm')
  await expect(confirm).toHaveText('Self Delegate')
  await expect(confirm).toBeEnabled()

  // Another delegate: the button waits for a valid address; removing goes back to self-delegation.
  await dialog.getByRole('button', { name: 'Add Delegate +' }).click()
  await expect(confirm).toHaveText('Delegate Votes')
  await expect(confirm).toBeDisabled()
  await dialog.getByTestId('delegate-address-input').fill('0x1234')
  await expect(confirm).toBeDisabled()
  await dialog.getByTestId('delegate-address-input').fill(chain.accounts[4])
  await expect(confirm).toBeEnabled()
  await dialog.getByRole('button', { name: 'Remove Delegate' }).click()
  await expect(confirm).toHaveText('Self Delegate')
  // The preview (issue 41): delegating moves no balance.
  expect(await previewedChanges(page, {})).toEqual({})

  await confirm.click()
  const hash = await submittedHash(page)
  await expect(page.getByTestId(`popup-${hash}`)).toContainText('Delegated votes')
  expect(await venom.delegates(account3)).toBe(account3)
  expect((await venom.getCurrentVotes(account3)).toString()).toBe(balance.toString())

  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(page.getByTestId('user-votes')).toHaveText('Your votes: 10000')
  await expect(page.getByRole('button', { name: 'Unlock Voting' })).toHaveCount(0)
})

test('a proposal description with script, img onerror and a javascript: link renders inert', async ({
  page,
  chain,
}) => {
  const description = [
    '# Inert markup',
    '',
    '<script>window.__pwned = "script"</script>',
    '',
    '<img src="x" onerror="window.__pwned = \'img\'">',
    '',
    '[click me](javascript:window.__pwned=%22link%22) and [safe](https://example.org/ok)',
  ].join('\n')
  const id = await proposeFromAccount2(chain, description)

  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    void dialog.dismiss()
  })
  await page.goto(`/#/vote/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Inert markup' })).toBeVisible()
  const body = page.getByTestId('proposal-description')
  await expect(body.getByRole('link', { name: 'safe' })).toHaveAttribute('href', 'https://example.org/ok')
  await expect(body.getByText('click me')).toBeVisible()
  expect(await body.getByText('click me').getAttribute('href')).toBeNull()
  expect(await body.locator('script').count()).toBe(0)
  expect(await body.locator('img').count()).toBe(0)
  expect(await page.locator('[onerror]').count()).toBe(0)
  await body.getByText('click me').click()
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
  expect(dialogs).toEqual([])
})
