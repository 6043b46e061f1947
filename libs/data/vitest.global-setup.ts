import type { TestProject } from 'vitest/node';
import { discardPgliteExitCode, startTestBackends } from '@oneboss/local-supabase/testing';
import type { TestBackend } from './src/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    backends: TestBackend[];
  }
}

/** Starts PGlite always and PostgreSQL when reachable, once for every test file, with the demo seed. */
export default async function setup(project: TestProject) {
  const hostExitCode = process.exitCode;
  const backends = await startTestBackends({ seed: 'demo' });
  project.provide(
    'backends',
    backends.map(({ name, url, anonKey, serviceKey }) => ({ name, url, anonKey, serviceKey })),
  );
  return async () => {
    await Promise.all(backends.map((backend) => backend.stop()));
    discardPgliteExitCode(hostExitCode);
  };
}
