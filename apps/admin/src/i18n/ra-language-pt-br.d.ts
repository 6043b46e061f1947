/**
 * ra-language-pt-br 3.5 ships only its TypeScript source, typed against ra-core 3; the
 * compiler sees this declaration instead (tsconfig paths) and Vite bundles the source.
 */
declare const raLanguagePtBr: Record<string, unknown>;
export default raLanguagePtBr;
