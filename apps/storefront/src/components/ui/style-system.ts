type SystemModule = typeof import('../../theme/system');
type StorefrontSystem = ReturnType<SystemModule['createStorefrontSystem']>;

// Built when a Chakra element first reads it rather than when the provider renders: creating the
// system is the largest single piece of a phone's start-up (80-90 ms at 4x CPU), and the home's
// first screens are static classes, so there it falls to whatever first uses Chakra (a section
// hydrating as it comes into view, the newsletter form reached for, a dialog opening). The provider
// only passes the value down; a proxy, because Chakra's hooks read the context's object directly.
//
// Its code (Chakra's base theme and style engine, about a fifth of the first script) is a chunk of
// its own: fetched when the page is idle after hydration, or by the first element that needs it
// sooner, which then waits for it as a lazy component waits for its code (a thrown promise is how
// React suspends a render). The server loads it as this module loads, before its first page.
let systemModule: SystemModule | undefined;
let systemLoading: Promise<void> | undefined;
/** Fetches the system's code (once; again after a failure). */
export const loadStyleSystem = () =>
  (systemLoading ??= import('../../theme/system').then(
    (loaded) => {
      systemModule = loaded;
    },
    (error: unknown) => {
      // A failed fetch (offline, a deploy replaced the assets) is tried again by the next element.
      systemLoading = undefined;
      throw error;
    },
  ));
if (typeof document === 'undefined') void loadStyleSystem();

let system: StorefrontSystem | undefined;
function realSystem(): StorefrontSystem {
  if (system) return system;
  if (!systemModule) throw loadStyleSystem();
  return (system = systemModule.createStorefrontSystem());
}
const lazySystem = new Proxy({} as StorefrontSystem, {
  get: (_, key) => Reflect.get(realSystem(), key),
  has: (_, key) => Reflect.has(realSystem(), key),
  ownKeys: () => Reflect.ownKeys(realSystem()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(realSystem(), key),
});
/** The value for Chakra's provider: the system itself on the server, the lazy proxy in the browser. */
export const storefrontSystem = () => (typeof document === 'undefined' ? realSystem() : lazySystem);
