import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The workspace root: tools/local-supabase/src → three levels up. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
