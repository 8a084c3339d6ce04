// The exchange's steps: wrapped coin, V2 factory and router, V1 and the migrator when asked, multicall, test tokens.
import { parseUnits } from 'ethers/lib/utils.js'

import { isExistingToken, isFeeOnTransfer, type SuiteConfig } from '../config/types'
import { type Step } from '../steps'
import { tokenId } from './symbols'

export function exchangeSteps(config: SuiteConfig): Step[] {
  const steps: Step[] = []
  const weth = config.wrappedNative.address ?? 'weth'
  if (!config.wrappedNative.address) {
    steps.push({
      id: 'weth',
      kind: 'deploy',
      what: 'wrapped native coin (WETH9)',
      artifact: 'WETH9',
      inputs: {},
      args: () => [],
    })
  }
  steps.push(
    {
      id: 'factory',
      kind: 'deploy',
      what: 'V2 factory (fee setter: the deployer)',
      artifact: 'UniswapV2Factory',
      inputs: {},
      args: (ctx) => [ctx.deployer],
    },
    {
      id: 'router',
      kind: 'deploy',
      what: 'V2 router',
      artifact: 'UniswapV2Router02',
      inputs: { weth },
      args: (ctx) => [ctx.address('factory'), ctx.address('weth')],
    },
  )
  if (config.v1) steps.push(...v1Steps())
  steps.push({
    id: 'multicall',
    kind: 'deploy',
    what: 'interface multicall',
    artifact: 'UniswapInterfaceMulticall',
    inputs: {},
    args: () => [],
  })
  return [...steps, ...testTokenSteps(config)]
}

function v1Steps(): Step[] {
  return [
    {
      id: 'v1Template',
      kind: 'deploy',
      what: 'V1 exchange template',
      artifact: 'UniswapV1Exchange',
      inputs: {},
      args: () => [],
    },
    { id: 'v1Factory', kind: 'deploy', what: 'V1 factory', artifact: 'UniswapV1Factory', inputs: {}, args: () => [] },
    {
      id: 'v1Factory.initialize',
      kind: 'call',
      what: 'initialize the V1 factory with its template',
      target: 'v1Factory',
      artifact: 'UniswapV1Factory',
      method: 'initializeFactory',
      inputs: {},
      args: (ctx) => [ctx.address('v1Template')],
    },
    {
      id: 'migrator',
      kind: 'deploy',
      what: 'V1 → V2 migrator',
      artifact: 'UniswapV2Migrator',
      inputs: {},
      args: (ctx) => [ctx.address('v1Factory'), ctx.address('router')],
    },
  ]
}

function testTokenSteps(config: SuiteConfig): Step[] {
  return Object.entries(config.tokens).flatMap(([symbol, token]): Step[] => {
    if (isExistingToken(token)) return []
    const id = tokenId(config, symbol)
    if (isFeeOnTransfer(token)) {
      return [
        {
          id,
          kind: 'deploy',
          what: `${symbol}: test token with a fee on transfer, ${token.supply} to the deployer`,
          artifact: 'DeflatingERC20',
          inputs: token,
          args: () => [parseUnits(token.supply, 18)],
        },
      ]
    }
    return [
      {
        id,
        kind: 'deploy',
        what: `${symbol}: test token, ${token.supply} to the deployer`,
        artifact: 'DemoERC20',
        inputs: token,
        args: () => [token.name, symbol, token.decimals, parseUnits(token.supply, token.decimals)],
      },
    ]
  })
}
