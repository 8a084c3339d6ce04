// What the entry evaluates second, in a task of its own (src/main.tsx), from a chunk of its own (vite.config.ts): the
// SDK and its arithmetic. The SDK makes its WETH tokens as it is evaluated, checksumming each address with keccak-256
// in the interpreter (about 15 ms of a load at 4× CPU); evaluated with the rest of the start, that lengthened the
// load's longest task.
// Only evaluated here: the app's code imports the SDK through @/sdk, which registers the app's chains.
// eslint-disable-next-line no-restricted-imports
export { JSBI } from '@uniswap/sdk'
