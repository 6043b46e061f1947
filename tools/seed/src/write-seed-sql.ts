import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderSeedSql } from './seed-sql';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const target = path.join(repoRoot, 'supabase', 'seed.sql');
await writeFile(target, renderSeedSql());
console.log(`wrote ${path.relative(repoRoot, target)}`);
