import { describe, expect, it } from 'vitest';
import { tagManagerContainer, tagManagerScriptUrl } from './tag-manager';

describe('tagManagerContainer', () => {
  it('loads only in production with a container id', () => {
    expect(tagManagerContainer({ PROD: true, VITE_GTM_ID: 'GTM-AB12CD3' })).toBe('GTM-AB12CD3');
    expect(tagManagerContainer({ PROD: false, VITE_GTM_ID: 'GTM-AB12CD3' })).toBeNull();
    expect(tagManagerContainer({ PROD: true })).toBeNull();
    expect(tagManagerContainer({ PROD: true, VITE_GTM_ID: '  ' })).toBeNull();
  });

  it('refuses an id that is not a GTM container, so nothing odd ends up in a script URL', () => {
    expect(tagManagerContainer({ PROD: true, VITE_GTM_ID: 'UA-1234' })).toBeNull();
    expect(tagManagerContainer({ PROD: true, VITE_GTM_ID: 'GTM-1"><script>' })).toBeNull();
  });

  it('trims the configured id', () => {
    expect(tagManagerContainer({ PROD: true, VITE_GTM_ID: ' GTM-XYZ123 ' })).toBe('GTM-XYZ123');
  });
});

describe('tagManagerScriptUrl', () => {
  it('points at the official loader', () => {
    expect(tagManagerScriptUrl('GTM-XYZ123')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-XYZ123');
  });
});
