import 'vitest';
import type { StackInfo } from './stack';

// What the global setup hands every e2e file through `inject('stack')`.
declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}
