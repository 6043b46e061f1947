import { describe, expect, it } from 'vitest';
import { postgresReachable, postgresSettings } from './databases';

const reachable = await postgresReachable();
if (!reachable) console.warn('PostgreSQL not reachable on 127.0.0.1:5432: the settings line is not checked.');

describe.skipIf(!reachable)("the PostgreSQL server's settings printed beside its figures", () => {
  it('names its version and its memory settings, each with its value as the server shows it', async () => {
    const line = await postgresSettings();
    expect(line).toMatch(/^server_version \d+(\.\d+)? .*, shared_buffers \d+[kMGT]?B, effective_cache_size \d+[kMGT]?B, work_mem \d+[kMGT]?B$/);
  });
});
