// What the entry evaluates before the app's start, in a task of its own (src/main.tsx), and the build gives a chunk
// of its own (vite.config.ts): ethers' hash module decodes its ENS normalisation tables when it is evaluated, ~20 ms
// of a desktop's time and four times that on a phone. Evaluated with every other library and the first render, it
// was the largest part of one long task that kept the page from answering input (Lighthouse's total blocking time).
export { id } from '@ethersproject/hash'
