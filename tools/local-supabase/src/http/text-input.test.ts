import { describe, expect, it } from 'vitest';
import { isValidUtf8Query, isWellFormedJson } from './text-input.js';

describe('isWellFormedJson', () => {
  it('refuses a lone surrogate in any string or key, and takes pairs', () => {
    expect(isWellFormedJson(JSON.parse('{"name":"bolsa \\ud83d\\ude00","tags":["a",1,null]}'))).toBe(true);
    expect(isWellFormedJson(JSON.parse('{"name":"bolsa \\ud83d"}'))).toBe(false);
    expect(isWellFormedJson(JSON.parse('[{"a":["\\udc00"]}]'))).toBe(false);
    expect(isWellFormedJson(JSON.parse('{"\\ud800":1}'))).toBe(false);
  });

  it('refuses NUL, which PostgreSQL text cannot hold', () => {
    expect(isWellFormedJson(JSON.parse('{"_search":"a\\u0000b"}'))).toBe(false);
    expect(isWellFormedJson(JSON.parse('{"\\u0000":1}'))).toBe(false);
    expect(isWellFormedJson({ data: { nested: ['ok', 'n\u0000o'] } })).toBe(false);
  });
});

describe('isValidUtf8Query', () => {
  it('refuses escapes that are not UTF-8 and takes a literal %', () => {
    expect(isValidUtf8Query('?search=bolsa%20%C3%A7&x=100%')).toBe(true);
    expect(isValidUtf8Query('?search=%F0%9F%98%80')).toBe(true);
    expect(isValidUtf8Query('?search=%FF')).toBe(false);
    expect(isValidUtf8Query('?search=%ED%A0%80')).toBe(false);
    expect(isValidUtf8Query('?search=%C3')).toBe(false);
    expect(isValidUtf8Query('?search=a%00b')).toBe(false);
    expect(isValidUtf8Query('?search=a%2500b')).toBe(true);
  });
});
