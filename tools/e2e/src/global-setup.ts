import type { TestProject } from 'vitest/node';
import { discardPgliteExitCode } from '@oneboss/local-supabase';
import { startStack } from './stack';
import './provided-context';

export default async function setup(project: TestProject) {
  const hostExitCode = process.exitCode;
  const stack = await startStack();
  project.provide('stack', stack.info);
  return async () => {
    await stack.stop();
    discardPgliteExitCode(hostExitCode);
  };
}
