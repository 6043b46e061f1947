import type { TestProject } from 'vitest/node';
import { startStack } from './stack';
import './provided-context';

export default async function setup(project: TestProject) {
  const stack = await startStack();
  project.provide('stack', stack.info);
  return () => stack.stop();
}
