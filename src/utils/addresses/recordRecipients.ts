// The addresses a transaction sent from this browser made a recipient: the claim's address, and the recipient argument
// of the router's swaps, a V1 exchange's transfers and the governance token's delegate, read from the call's data when
// the record is made (the data itself is not kept once mined). Read by selector and argument position (each is a
// static head word), so that no ABI is bundled with the store. A swap of tokens for the native coin names its
// recipient in no log: only the record knows it.
import type { TransactionDetails } from '@/state/transactions/slice'

/**
 * Each call whose recipient is an argument, by selector, with that argument's position: written out rather than
 * hashed at start-up (recordRecipients.test.ts checks each against the contracts' ABIs).
 */
export const RECIPIENT_ARGUMENT: Readonly<Record<string, number>> = {
  '0x38ed1739': 3, // swapExactTokensForTokens(uint256,uint256,address[],address,uint256)
  '0x8803dbee': 3, // swapTokensForExactTokens(uint256,uint256,address[],address,uint256)
  '0x7ff36ab5': 2, // swapExactETHForTokens(uint256,address[],address,uint256)
  '0x4a25d94a': 3, // swapTokensForExactETH(uint256,uint256,address[],address,uint256)
  '0x18cbafe5': 3, // swapExactTokensForETH(uint256,uint256,address[],address,uint256)
  '0xfb3bdb41': 2, // swapETHForExactTokens(uint256,address[],address,uint256)
  '0x5c11d795': 3, // swapExactTokensForTokensSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)
  '0xb6f9de95': 2, // swapExactETHForTokensSupportingFeeOnTransferTokens(uint256,address[],address,uint256)
  '0x791ac947': 3, // swapExactTokensForETHSupportingFeeOnTransferTokens(uint256,uint256,address[],address,uint256)
  '0xad65d76d': 2, // ethToTokenTransferInput(uint256,uint256,address)
  '0x0b573638': 2, // ethToTokenTransferOutput(uint256,uint256,address)
  '0x7237e031': 3, // tokenToEthTransferInput(uint256,uint256,uint256,address)
  '0xd4e4841d': 3, // tokenToEthTransferOutput(uint256,uint256,uint256,address)
  '0xf552d91b': 4, // tokenToTokenTransferInput(uint256,uint256,uint256,uint256,address,address)
  '0xf3c0efe9': 4, // tokenToTokenTransferOutput(uint256,uint256,uint256,uint256,address,address)
  '0x5c19a95c': 0, // delegate(address)
}

/** The address in the `index`th 32-byte word of the call's arguments (lowercase), if it is one. */
function addressArgument(data: string, index: number): string | undefined {
  const word = data.slice(10 + index * 64, 10 + (index + 1) * 64)
  return /^0{24}[0-9a-f]{40}$/i.test(word) ? `0x${word.slice(24).toLowerCase()}` : undefined
}

/** The recipient a call's data names (lowercase), if it is one of the calls above. */
export function callRecipient(data: string | undefined): string | undefined {
  if (!data || !/^0x[0-9a-fA-F]{8}/.test(data)) return undefined
  const index = RECIPIENT_ARGUMENT[data.slice(0, 10).toLowerCase()]
  return index === undefined ? undefined : addressArgument(data, index)
}

/** The recipients `record` named (lowercase); none for a call that names none. */
export function recordRecipients(record: Pick<TransactionDetails, 'data' | 'claim' | 'recipient'>): string[] {
  const named = [record.claim?.recipient, record.recipient ?? callRecipient(record.data)]
  return named.flatMap((address) => (address ? [address.toLowerCase()] : []))
}
