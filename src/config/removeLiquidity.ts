// Constants of the remove-liquidity page: where permits are signed, the smart-contract wallet registry that rules
// them out, and the slider's debounce.
import { ChainId } from './chains'

/** Pool tokens are approved by an EIP-2612 permit signature only on these chains (the spec: Ethereum main chain). */
export const PERMIT_CHAIN_IDS: readonly number[] = [ChainId.MAINNET]

/** Argent's wallet detector on Ethereum: Argent wallets are contracts and cannot sign a permit. */
export const ARGENT_WALLET_DETECTOR_ADDRESS = '0xeca4B0bDBf7c55E9b7925919d03CbF8Dc82537E8'
export const ARGENT_WALLET_DETECTOR_ABI = ['function isArgentWallet(address _wallet) view returns (bool)']

/** The spec's remove slider debounce. */
export const REMOVE_SLIDER_DEBOUNCE_MS = 100

export function isPermitChain(chainId: number | undefined): boolean {
  return chainId !== undefined && PERMIT_CHAIN_IDS.includes(chainId)
}
