import { describe, expect, it } from 'vitest';
import { checkPartnerImage } from './partnerImageCheck';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const WEBP = Uint8Array.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const SVG = new TextEncoder().encode('<svg xmlns="');

describe('checkPartnerImage', () => {
  it('accepts a real PNG and sends the sniffed type', () => {
    expect(checkPartnerImage({ name: 'logo.png', size: 2048, type: 'image/png' }, PNG)).toEqual({ ok: true, type: 'image/png' });
  });

  it('trusts the bytes over the declared type', () => {
    expect(checkPartnerImage({ name: 'banner.jpg', size: 2048, type: 'image/jpeg' }, WEBP)).toEqual({ ok: true, type: 'image/webp' });
  });

  it('refuses an SVG renamed to .png', () => {
    expect(checkPartnerImage({ name: 'logo.png', size: 100, type: 'image/png' }, SVG)).toEqual({
      ok: false,
      message: 'Falha ao enviar imagem: logo.png (conteúdo não é PNG, JPEG ou WebP)',
    });
  });

  it('refuses a file over 5 MB or of another format', () => {
    expect(checkPartnerImage({ name: 'big.png', size: 5_242_881, type: 'image/png' }, PNG)).toEqual({
      ok: false,
      message: 'Falha ao enviar imagem: Arquivos rejeitados: big.png (muito grande: 5,0 MB)',
    });
    expect(checkPartnerImage({ name: 'logo.gif', size: 10, type: 'image/gif' }, PNG)).toEqual({
      ok: false,
      message: 'Falha ao enviar imagem: Arquivos rejeitados: logo.gif (formato inválido)',
    });
  });
});
