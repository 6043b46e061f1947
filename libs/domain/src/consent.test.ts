import { describe, expect, it } from 'vitest';
import { newsletterUnsubscribeUrl } from './consent';

describe('newsletterUnsubscribeUrl', () => {
  it('points at the storefront page with the token, whatever trailing slash the origin has', () => {
    expect(newsletterUnsubscribeUrl('https://oneboss.com.br/', '0f1e2d3c-4b5a-4678-9876-543210fedcba')).toBe(
      'https://oneboss.com.br/descadastrar?token=0f1e2d3c-4b5a-4678-9876-543210fedcba',
    );
  });

  it('encodes a token so it cannot add parameters', () => {
    expect(newsletterUnsubscribeUrl('http://localhost:4200', 'a&b=c')).toBe('http://localhost:4200/descadastrar?token=a%26b%3Dc');
  });
});
