import './provided-context';
export { launchBrowser, newContext, newPage, VIEWPORTS, CHROMIUM_PATH, type ViewportName } from './browser';
export { browserPerFile } from './suite-browser';
export { startStack, type Stack, type StackInfo, type AppName } from './stack';
export { createConfirmedUser, latestMailLink } from './accounts';
export { finiteAnimationsEnded } from './animations';
export { gotoHydrated, hasReactFiber, waitForHydrated } from './hydrated';
export { leadPhone } from './lead-phone';
export { describeDevServerFileAccess } from './dev-server';
