import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { withoutDefaultCache } from './emotion-cache-default';

const emotionDist = join(dirname(createRequire(import.meta.url).resolve('@emotion/react/package.json')), 'dist');
const browserBuilds = readdirSync(emotionDist).filter((file) => /^emotion-element-[0-9a-f]+\.browser(\.development)?\.esm\.js$/.test(file));

describe("emotion's cache context without a default cache in the browser", () => {
  it('finds both browser builds of the installed @emotion/react', () => {
    expect(browserBuilds).toHaveLength(2);
  });

  it.each(browserBuilds)('%s: the context starts empty and no longer calls createCache', (file) => {
    const id = join(emotionDist, file);
    const patched = withoutDefaultCache(readFileSync(id, 'utf8'), id) ?? '';
    expect(patched).not.toMatch(/createCache\(/);
    expect(patched).toMatch(/var EmotionCacheContext = \/\* #__PURE__ \*\/React\.createContext\([^]*?null\);/);
    expect(() => parseAst(patched)).not.toThrow();
  });

  it("leaves the server's builds and every other module alone", () => {
    const server = join(emotionDist, readdirSync(emotionDist).find((file) => /^emotion-element-[0-9a-f]+\.esm\.js$/.test(file))!);
    expect(withoutDefaultCache(readFileSync(server, 'utf8'), server)).toBeNull();
    expect(withoutDefaultCache('export default 1;', '/repo/node_modules/@emotion/cache/dist/emotion-cache.browser.esm.js')).toBeNull();
  });

  it('stops the build when emotion no longer creates its default that way', () => {
    const id = join(emotionDist, browserBuilds[0]!);
    expect(() => withoutDefaultCache('var EmotionCacheContext = React.createContext(null);', id)).toThrow(/emotionCacheDefault/);
  });
});
