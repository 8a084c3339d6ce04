// What the entry evaluates fourth, in a task of its own (src/main.tsx): the app's store and what it is made of (the
// slices, their checks of stored state, the read provider they use). The build gives these modules the chunk
// 'shell-state' (vite.config.ts), so this task evaluates them, and the start's task the app's components.
export { createStore } from '@/state'
export { followUserNodes } from '@/state/user/followUserNodes'
