export { launchBrowser, newContext, newPage, VIEWPORTS, CHROMIUM_PATH, type ViewportName } from './browser';
export type { StackInfo } from './stack';
