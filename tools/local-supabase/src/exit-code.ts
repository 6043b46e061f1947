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
