import { useDeferredValue } from 'react';

/**
 * False on a component's first render, then true from a second render that React runs as a
 * transition, sliced into short tasks. A route's page mounts inside the router's synchronous update;
 * its heavy part mounting on `true` keeps that update from becoming one long task.
 */
export function useMountedInTransition(): boolean {
  return useDeferredValue(true, false);
}
