/**
 * The precedence under which React hoists the server's element styles into `<head>`
 * (vite/chakra-head-styles.ts); the browser's emotion cache reads their names back from it.
 */
export const CHAKRA_STYLE_PRECEDENCE = 'chakra';
