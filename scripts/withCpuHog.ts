// A busy machine as a test case (issue 43): runs a command while a busy loop holds one core, as another build, a
// shared CI host or a phone's background work would, and stops the loop when the command ends, however it ends.
//   npm run test:busy                          the end-to-end suite beside the hog
//   CPU_HOGS=1 bash .ci/run                    the whole CI test run beside it (.ci/run calls this script)
// CPU_HOGS sets how many cores are held (1 unless set).
import { spawn } from 'node:child_process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/withCpuHog.ts <command> [args…]')
  process.exit(2)
}

const count = Math.max(1, Number(process.env.CPU_HOGS) || 1)
const hogs = Array.from({ length: count }, () => spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }))
const stopHogs = () => hogs.forEach((hog) => hog.kill('SIGKILL'))
console.log(`withCpuHog: ${count} busy loop(s) running (pid ${hogs.map((hog) => hog.pid).join(', ')})`)

const child = spawn(command, args, { stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    child.kill(signal)
  })
child.on('exit', (code, signal) => {
  stopHogs()
  console.log(`withCpuHog: busy loop(s) stopped; the command ended with ${signal ?? code}`)
  process.exit(code ?? 1)
})
