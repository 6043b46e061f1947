import type { Plugin } from 'vite';
import { applyingPatches, dependencyPatch, type SourcePatch } from './dependency-patch';

const FACTORY_KEY = 'Symbol.for("oneboss.createClientRpc")';

/**
 * TanStack Start's browser entry always registers the adapter that revives server function
 * references, and its static import of the RPC client brought the server function fetcher and
 * seroval (about 10 KB gzip) into every page's first JavaScript, although the storefront defines no
 * server function. The RPC module now publishes its factory when something imports it (a compiled
 * server function does), and the adapter looks it up there: the approach of TanStack/router#8392,
 * not yet released.
 */
const PATCHES: SourcePatch[] = [
  {
    module: /@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]ServerFunctionSerializationAdapter\.js$/,
    purpose: 'revive a server function without importing the RPC client',
    from: 'import { createClientRpc } from "../client-rpc/createClientRpc.js";',
    to: `const createClientRpc = (functionId) => {
  const create = globalThis[${FACTORY_KEY}];
  if (!create) throw new Error("Server function " + functionId + " was sent to a page that bundles no server function");
  return create(functionId);
};`,
  },
  {
    module: /@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client-rpc[\\/]createClientRpc\.js$/,
    purpose: 'publish the RPC client for the server function adapter',
    from: 'export { createClientRpc };',
    to: `globalThis[${FACTORY_KEY}] = createClientRpc;
export { createClientRpc };`,
  },
];

/** The module's code with its patch applied; null for a module no patch is for. */
export const withRpcOnDemand = applyingPatches({ plugin: 'startRpcOnDemand', file: 'start-rpc-on-demand.ts' }, PATCHES);

/** The patches above on TanStack Start's client modules. */
export function startRpcOnDemand(): Plugin {
  return dependencyPatch('oneboss:start-rpc-on-demand', withRpcOnDemand);
}
