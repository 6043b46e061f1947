/**
 * PGlite's Emscripten runtime writes process.exitCode when an instance starts (99) and when it
 * shuts down (0). A host process such as a test runner must keep its own, or a passing run exits
 * 99 and a failing one 0: everything here that opens or closes PGlite goes through this.
 */
export async function keepingExitCode<T>(work: () => Promise<T>): Promise<T> {
  const exitCode = process.exitCode;
  try {
    return await work();
  } finally {
    process.exitCode = exitCode;
  }
}

/**
 * For a test runner's global teardown: PGlite also writes Postgres' own exit codes (e.g. 100)
 * while it serves requests, long after start-up. The runner reports failures with 1; any other
 * value found at the end was written by PGlite and is replaced by what the host had.
 */
export function discardPgliteExitCode(hostExitCode: typeof process.exitCode): void {
  if (process.exitCode !== 1) process.exitCode = hostExitCode;
}
