import { type ChildProcessByStdio, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import type { Readable, Writable } from 'node:stream'
import type { JudgeRequest } from '@/kernel/runner-protocol'
import { logLine } from '@/server/log'
import { parseJudgeAnswer } from './judge-answer'
import {
  PYTHON_MEMORY_LIMIT_BYTES,
  RUN_TIME_LIMIT_MS as PYTHON_RUN_TIME_LIMIT_MS,
  PYTHON_START_LIMIT_MS,
} from './sandbox-limits'
import type { SandboxResult } from './sandbox-pool'
import { loadSandboxScripts } from './sandbox-scripts'

const MEMORY_POLL_MS = 50

/** Python's engine files, read once per server process and handed to each sandbox process. */
let engineFiles: string | undefined
function engineFilesLine(): string {
  if (engineFiles === undefined) {
    const require = createRequire(import.meta.url)
    const read = (file: string) => readFileSync(require.resolve(`pyodide/${file}`)).toString('base64')
    engineFiles = JSON.stringify({ wasm: read('pyodide.asm.wasm'), stdlib: read('python_stdlib.zip') })
  }
  return engineFiles
}

/** The bundled child script, written once per server process to a private directory. */
let childScript: Promise<string> | undefined
function childScriptPath(): Promise<string> {
  childScript ??= loadSandboxScripts().then(({ pythonJudge }) => {
    const file = join(mkdtempSync(join(tmpdir(), 'codeschool-python-')), 'python-judge.cjs')
    writeFileSync(file, pythonJudge, { mode: 0o400 })
    return file
  })
  return childScript
}

/**
 * The command that starts a sandbox process with no network at all: `unshare --net
 * --map-root-user` (a network namespace of its own, with only a loopback that is down), where the
 * system allows it; checked once per server process. Where it does not (no util-linux, or a
 * container whose seccomp profile refuses user namespaces), the process starts as it is, with the
 * other walls (decision 168), and the log says so once.
 */
let launcher: Promise<string[]> | undefined
function sandboxLauncher(): Promise<string[]> {
  launcher ??= new Promise((resolve) => {
    const unshare = ['/usr/bin/unshare', '/bin/unshare'].find((path) => existsSync(path))
    const without = () => {
      logLine(
        'python-sandbox',
        { network: 'shared', reason: unshare ? 'unshare --net is not allowed here' : 'no unshare command' },
        'warn',
      )
      resolve([process.execPath])
    }
    if (!unshare) return without()
    const args = ['--net', '--map-root-user']
    const probe = spawn(unshare, [...args, process.execPath, '-e', ''], { stdio: 'ignore', env: {} })
    probe.on('error', without)
    probe.on('exit', (code) => (code === 0 ? resolve([unshare, ...args, process.execPath]) : without()))
  })
  return launcher
}

/** The process's resident memory in bytes, from /proc (Linux); null where there is none. */
function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1]
    return kb ? Number(kb) * 1024 : null
  } catch {
    return null
  }
}

export interface PythonSandbox {
  /** Runs one request; after a timeout, memory overrun or crash the sandbox is ended for good. */
  run(request: JudgeRequest): Promise<SandboxResult>
  close(): void
}

/**
 * A sandbox for an author's Python: its own Node process running Pyodide (python-judge.ts in the runner), never
 * this server's realm. Started with the permission model (it may read only its own script: no
 * other file, no child process, worker, addon or inspector), with code generation from strings
 * turned off, an empty environment and, where the system allows, no network (a namespace of its
 * own); Pyodide inside it sees no Node (no `process`, no NODEFS)
 * and Python's `js` module only the runner's functions. Every run has a time limit and the process
 * a memory limit; either ends the process. One sandbox serves one lesson's checks (a publish, a
 * preview), then is closed: programs of different lessons never share an engine. The server
 * takes them from the pool (python-pool.ts), which bounds how many exist at once.
 */
export async function openPythonSandbox(): Promise<PythonSandbox> {
  const script = await childScriptPath()
  const [command, ...launch] = await sandboxLauncher()
  const child: ChildProcessByStdio<Writable, Readable, Readable> = spawn(
    command!,
    [
      ...launch,
      '--permission',
      `--allow-fs-read=${script}`,
      '--disallow-code-generation-from-strings',
      '--max-old-space-size=256',
      script,
    ],
    { env: {}, stdio: ['pipe', 'pipe', 'pipe'], cwd: tmpdir() },
  )
  let ended: SandboxResult | null = null
  let waiting: ((line: string | null) => void) | null = null
  const lines = createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })
  lines.on('line', (line) => waiting?.(line))
  child.stderr.resume()
  child.stdin.on('error', () => {})
  child.on('exit', () => {
    ended ??= { status: 'crashed', message: 'The Python checker stopped.' }
    waiting?.(null)
  })

  const end = (result: SandboxResult) => {
    ended ??= result
    child.kill('SIGKILL')
  }

  /** Sends a line and waits for the answer, within `limitMs` and the memory limit. */
  const ask = (line: string, limitMs: number): Promise<string | SandboxResult> => {
    if (ended) return Promise.resolve(ended)
    return new Promise((resolve) => {
      const finish = (answer: string | SandboxResult) => {
        clearTimeout(timer)
        clearInterval(memory)
        waiting = null
        resolve(answer)
      }
      const timer = setTimeout(() => {
        end({ status: 'timeout' })
        finish({ status: 'timeout' })
      }, limitMs)
      const memory = setInterval(() => {
        const bytes = child.pid ? residentBytes(child.pid) : null
        if (bytes !== null && bytes > PYTHON_MEMORY_LIMIT_BYTES) {
          end({ status: 'out-of-memory' })
          finish({ status: 'out-of-memory' })
        }
      }, MEMORY_POLL_MS)
      waiting = (answer) =>
        finish(answer ?? ended ?? { status: 'crashed', message: 'The Python checker stopped.' })
      child.stdin.write(`${line}\n`)
    })
  }

  const started = await ask(engineFilesLine(), PYTHON_START_LIMIT_MS)
  const ready = typeof started === 'string' && started.includes('"ready"')
  if (!ready) {
    end(
      typeof started === 'string'
        ? { status: 'crashed', message: 'The Python checker did not start.' }
        : started,
    )
  }

  return {
    async run(request) {
      const answer = await ask(JSON.stringify(request), PYTHON_RUN_TIME_LIMIT_MS)
      if (typeof answer !== 'string') return answer
      const parsed = parseJudgeAnswer(answer)
      return parsed
        ? { status: 'done', answer: parsed }
        : { status: 'crashed', message: 'The Python checker gave an answer of the wrong kind.' }
    },
    close() {
      ended ??= { status: 'crashed', message: 'The Python checker was closed.' }
      child.stdin.end()
      child.kill('SIGKILL')
    },
  }
}
