// The UniswapInterfaceMulticall ABI (the artifact of @uniswap/v3-periphery, without its bytecode in the bundle).
export const MULTICALL_ABI = [
  'function getCurrentBlockTimestamp() view returns (uint256 timestamp)',
  'function getEthBalance(address addr) view returns (uint256 balance)',
  'function multicall(tuple(address target, uint256 gasLimit, bytes callData)[] calls) returns (uint256 blockNumber, tuple(bool success, uint256 gasUsed, bytes returnData)[] returnData)',
] as const
