import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withRpcOnDemand } from './start-rpc-on-demand';

const startClientEsm = join(dirname(createRequire(import.meta.url).resolve('@tanstack/start-client-core/package.json')), 'dist', 'esm');
const ADAPTER = join(startClientEsm, 'client', 'ServerFunctionSerializationAdapter.js');
const RPC = join(startClientEsm, 'client-rpc', 'createClientRpc.js');

describe('Start RPC client on demand', () => {
  it('revives a server function through the published factory, without importing the RPC client', () => {
    const patched = withRpcOnDemand(readFileSync(ADAPTER, 'utf8'), ADAPTER) ?? '';
    expect(patched).not.toMatch(/import[^;]*createClientRpc/);
    expect(patched).toContain('globalThis[Symbol.for("oneboss.createClientRpc")]');
    expect(patched).toContain('fromSerializable: ({ functionId }) => createClientRpc(functionId)');
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('publishes the RPC client when a server function imports it', () => {
    const patched = withRpcOnDemand(readFileSync(RPC, 'utf8'), RPC) ?? '';
    expect(patched).toMatch(/globalThis\[Symbol\.for\("oneboss\.createClientRpc"\)\] = createClientRpc;\s*export \{ createClientRpc \};/);
    expect(() => parseAst(patched)).not.toThrow();
  });

  it('leaves every other module alone', () => {
    const id = join(startClientEsm, 'client', 'hydrateStart.js');
    expect(withRpcOnDemand(readFileSync(id, 'utf8'), id)).toBeNull();
  });

  it('stops the build when Start has changed the code a patch is for', () => {
    expect(() => withRpcOnDemand('export const adapter = {};', ADAPTER)).toThrow(/without importing the RPC client.*start-rpc-on-demand/);
    expect(() => withRpcOnDemand('export default {};', RPC)).toThrow(/publish the RPC client/);
  });
});
