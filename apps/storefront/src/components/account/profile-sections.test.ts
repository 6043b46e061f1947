import { describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, findProfileSection } from './profile-sections';

describe('profile sections', () => {
  it('lists the five account menu entries in order', () => {
    expect(PROFILE_SECTIONS.map((s) => s.label)).toEqual([
      'Meus Pedidos',
      'Dados Cadastrais',
      'Endereços',
      'Notificações',
      'Configurações',
    ]);
  });

  it('finds a section by slug and nothing for an unknown one', () => {
    expect(findProfileSection('enderecos')?.label).toBe('Endereços');
    expect(findProfileSection('senha')).toBeUndefined();
  });
});
