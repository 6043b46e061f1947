import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';

/** True once the first components to switch have rendered their browser version. */
let switched = false;
const neverChanges = () => () => undefined;
const readSwitched = () => switched;
const onTheServer = () => false;

/**
 * False in the server's HTML and while the page hydrates, then true, switched in a transition.
 * TanStack's useHydrated is a store whose browser value differs from the server's: as hydration
 * ends, React renders every component using it again in one synchronous task. A transition renders
 * them in short slices instead. The store read here keeps its server value until the switch, so
 * hydration's own check finds nothing changed; a component mounted after the switch starts true.
 * One in a boundary that hydrates after the switch (streamed data) is rendered again synchronously,
 * as with useHydrated: its hydration must match the server's HTML.
 * One mounted in the instant between hydration and the switch starts false too, as if hydrating:
 * fine for what the script merely shows differently (and for ServerHtml, whose kept section then
 * renders at once), not for reading the server's fields (useTypedBeforeScript keeps useHydrated).
 */
export function useAfterHydration(): boolean {
  const alreadySwitched = useSyncExternalStore(neverChanges, readSwitched, onTheServer);
  const [switchedHere, setSwitchedHere] = useState(false);
  useEffect(() => {
    if (switchedHere) switched = true;
    else if (!alreadySwitched) startTransition(() => setSwitchedHere(true));
  }, [alreadySwitched, switchedHere]);
  return alreadySwitched || switchedHere;
}
