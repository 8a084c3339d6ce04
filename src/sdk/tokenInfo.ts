// A Token that keeps what its list said about it (logo, tags, list) so the UI can show it.
import { type ChainId as SdkChainId, Token } from '@uniswap/sdk'
import type { TokenInfo } from '@uniswap/token-lists'

import type { TagInfo } from '@/utils/lists/tokenMap'

export class WrappedTokenInfo extends Token {
  public readonly tokenInfo: TokenInfo
  public readonly tags: TagInfo[]
  public readonly listUrl: string

  constructor(tokenInfo: TokenInfo, tags: TagInfo[], listUrl: string) {
    super(tokenInfo.chainId as SdkChainId, tokenInfo.address, tokenInfo.decimals, tokenInfo.symbol, tokenInfo.name)
    this.tokenInfo = tokenInfo
    this.tags = tags
    this.listUrl = listUrl
  }

  public get logoURI(): string | undefined {
    return this.tokenInfo.logoURI
  }
}
