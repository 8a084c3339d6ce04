// Runs a project script as a child process without blocking this process (its servers must keep answering).
import { spawn } from 'node:child_process'

export interface ScriptResult {
  status: number | null
  stdout: string
  stderr: string
}

export function runScript(
  script: string,
  env: Record<string, string>,
  timeoutMs = 60_000,
  args: string[] = [],
): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', script, ...args], { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${script} did not finish within ${timeoutMs} ms:\n${stdout}\n${stderr}`))
    }, timeoutMs)
    child.once('exit', (status) => {
      clearTimeout(timer)
      resolve({ status, stdout, stderr })
    })
  })
}
