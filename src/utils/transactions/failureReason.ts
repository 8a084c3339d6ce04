// Why the chain refused a transaction, in the user's words: the revert reasons of the router, the pairs and this
// exchange's own contracts that a user can act on, each with a translated sentence; any other reason as the
// contract gave it, and without a reason the wallet's or node's own words. Never empty, never "[object Object]".
import { innermostMessage, revertReason, UNKNOWN_ERROR } from './walletError'

export type FailureKey = 'slippage' | 'deadline' | 'liquidity' | 'transfer' | 'locked' | 'exceedsStake' | 'balance'

/** The reasons each key stands for, exactly as the contracts revert with them. */
const REASONS: Record<FailureKey, readonly string[]> = {
  slippage: [
    'UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT',
    'UniswapV2Router: EXCESSIVE_INPUT_AMOUNT',
    'UniswapV2Router: INSUFFICIENT_A_AMOUNT',
    'UniswapV2Router: INSUFFICIENT_B_AMOUNT',
  ],
  deadline: ['UniswapV2Router: EXPIRED'],
  liquidity: [
    'UniswapV2: INSUFFICIENT_LIQUIDITY',
    'UniswapV2Library: INSUFFICIENT_LIQUIDITY',
    'UniswapV2: INSUFFICIENT_LIQUIDITY_MINTED',
    'UniswapV2: INSUFFICIENT_LIQUIDITY_BURNED',
    'UniswapV2: INSUFFICIENT_OUTPUT_AMOUNT',
    'UniswapV2Library: INSUFFICIENT_AMOUNT',
    'UniswapV2Library: INSUFFICIENT_INPUT_AMOUNT',
    'UniswapV2Library: INSUFFICIENT_OUTPUT_AMOUNT',
  ],
  // A fee-on-transfer token delivers less than was sent: the pair's invariant check (K) or its input check fails.
  transfer: [
    'TransferHelper: TRANSFER_FROM_FAILED',
    'TransferHelper: TRANSFER_FAILED',
    'TransferHelper: ETH_TRANSFER_FAILED',
    'UniswapV2: TRANSFER_FAILED',
    'UniswapV2: K',
    'UniswapV2: INSUFFICIENT_INPUT_AMOUNT',
  ],
  locked: ['VENOM: nothing to unlock'],
  exceedsStake: ['MasterBreeder: withdraw exceeds stake', 'SingleStakingPool: withdraw exceeds stake'],
  balance: ['ds-math-sub-underflow', 'ERC20: transfer amount exceeds balance', 'ERC20: burn amount exceeds balance'],
}

const KEY_OF_REASON = new Map(
  (Object.entries(REASONS) as [FailureKey, readonly string[]][]).flatMap(([key, reasons]) =>
    reasons.map((reason) => [reason, key] as const),
  ),
)

export function failureKey(reason: string): FailureKey | undefined {
  return KEY_OF_REASON.get(reason.trim())
}

export interface Failure {
  /** A reason the user can act on, translated as `failures.<key>`. */
  key?: FailureKey
  /** The contract's reason, or else the wallet's or node's words. */
  raw: string
}

export function readFailure(error: unknown): Failure {
  const reason = revertReason(error)
  if (reason) return { key: failureKey(reason), raw: reason }
  return { raw: innermostMessage(error) }
}

type Translate = (key: string, options?: Record<string, unknown>) => string

/** The failure as the user reads it, in the page's language: the fragment fits the spec's "… failed: {{message}}". */
export function failureText(t: Translate, error: unknown): string {
  const { key, raw } = readFailure(error)
  if (key) return t(`failures.${key}`)
  return raw === UNKNOWN_ERROR ? t('failures.unknown') : raw
}
