import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { describe, expect, it } from 'vitest';
import { createStyleCache } from './style-cache';

/** The CSS emotion writes for `styles`, as on a server render (outside a browser insert returns it). */
function written(styles: Interpolation): string {
  const cache = createStyleCache('test');
  return String(cache.insert('.x', serializeStyles([styles]), cache.sheet, false));
}

describe('the storefront’s emotion cache', () => {
  it('writes flexbox, transforms, animations and appearance unprefixed, once', () => {
    const css = written({
      display: 'flex',
      alignItems: 'center',
      flexDirection: 'column',
      transform: 'translateX(1px)',
      translate: '0 1px',
      appearance: 'none',
      animationName: 'spin',
      position: 'sticky',
    });
    expect(css).toBe(
      '.x{display:flex;align-items:center;flex-direction:column;transform:translateX(1px);translate:0 1px;appearance:none;animation-name:spin;position:sticky;}',
    );
  });

  it('keeps the prefixes Safari still reads: user-select, text-size-adjust and background-clip: text', () => {
    const css = written({ userSelect: 'none', WebkitTextSizeAdjust: 'none', textSizeAdjust: '100%', backgroundClip: 'text' });
    expect(css).toContain('-webkit-user-select:none;');
    expect(css).toContain('user-select:none;');
    expect(css).toContain('-webkit-text-size-adjust:100%;');
    expect(css).toContain('-webkit-background-clip:text;');
    expect(css).toContain('background-clip:text;');
  });

  it('writes keyframes and ::placeholder rules once, without their -webkit- copies', () => {
    const css = written({ '@keyframes fade': { from: { opacity: 0 }, to: { opacity: 1 } }, '&::placeholder': { color: 'gray' } });
    expect(css).not.toContain('-webkit-');
    expect(css.match(/@keyframes/g)).toHaveLength(1);
    expect(css.match(/placeholder/g)).toHaveLength(1);
  });

  it('compiles a rule once per server process, not once per render', () => {
    // Two renders' caches, one rule name with different styles: the second gets the first's CSS
    // only if the compiled rules are shared between them.
    const first = createStyleCache('shared');
    const second = createStyleCache('shared');
    const rule = (styles: string) => ({ name: 'same-name', styles, next: undefined });
    expect(first.insert('.y', rule('color:red;'), first.sheet, true)).toBe('.y{color:red;}');
    expect(second.insert('.y', rule('color:blue;'), second.sheet, true)).toBe('.y{color:red;}');
  });
});
