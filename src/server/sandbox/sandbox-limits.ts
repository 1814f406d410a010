/**
 * How much one run of an author's program may use on the server (docs/decisions/033-server-sandbox.md).
 * A lesson's programs are small: shipped solutions finish in milliseconds and stay under a few MB.
 */

/** QuickJS time for one program, after the judge script has loaded. */
export const RUN_TIME_LIMIT_MS = 2000

/** QuickJS time for loading the judge script into a fresh context (≈30 ms warm, ≈350 ms cold). */
export const LOAD_TIME_LIMIT_MS = 1500

/** Past the two limits above, the parent stops waiting, ends the thread and starts another. */
export const HARD_DEADLINE_SLACK_MS = 500

/** What QuickJS may allocate for one run, by its own count (it does not count every allocation). */
export const MEMORY_LIMIT_BYTES = 64 * 1024 * 1024

/**
 * The thread's WebAssembly memory can never grow past this: the hard memory limit, whatever
 * QuickJS counts (typed arrays, for one, escape its count). Holds the QuickJS heap plus the
 * engine's stack and static data (16 MB to start).
 */
export const WASM_MEMORY_MAX_BYTES = 96 * 1024 * 1024

/**
 * QuickJS's own recursion limit. Kept well below the thread's native stack (`THREAD_STACK_MB`),
 * so endless recursion becomes a catchable "stack overflow" inside QuickJS and never a crash of
 * the WebAssembly machine.
 */
export const STACK_LIMIT_BYTES = 256 * 1024
export const THREAD_STACK_MB = 8

/** The thread's own V8 heap (the WebAssembly memory above is outside it): ample for the host code. */
export const THREAD_HEAP_MB = 64

/** The longest answer a run may give (a 5,000-step goal picture is about 200,000 characters). */
export const MAX_ANSWER_CHARS = 2_000_000

/** Sandbox threads at once in this process; more runs wait in the queue. */
export const POOL_SIZE = 2

/** Runs that may wait; beyond this a caller is told to try again (503). */
export const MAX_QUEUED_RUNS = 32

/** An idle thread is ended after this long (the next run starts a new one). */
export const IDLE_THREAD_MS = 60_000

/** A thread is replaced after this many runs, so a long-lived one never grows without bound. */
export const RUNS_PER_THREAD = 200

/** Time for Python's engine to start in a fresh sandbox process (about 2 s on a 2-core machine). */
export const PYTHON_START_LIMIT_MS = 20_000

/**
 * The Python sandbox process's whole memory (Pyodide alone takes about 150 MB): past it the
 * process is ended. Its programs have RUN_TIME_LIMIT_MS each, as JavaScript's do.
 */
export const PYTHON_MEMORY_LIMIT_BYTES = 512 * 1024 * 1024

/**
 * Python sandbox processes at once in this server process, the one started ahead included: each
 * holds Pyodide (150–250 MB resident), so 12 previews at once wait their turn instead of taking
 * 3 GB (issue 21). More lesson checks wait in a queue.
 */
export const PYTHON_POOL_SIZE = 2

/** Python lesson checks that may wait for a process; beyond this a caller is told to try again (503). */
export const PYTHON_MAX_QUEUED = 8

/** A Python process started ahead that no lesson took is ended after this long. */
export const PYTHON_SPARE_IDLE_MS = 60_000
