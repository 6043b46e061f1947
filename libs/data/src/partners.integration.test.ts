import sharp from 'sharp';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { partnerSchema } from '@oneboss/domain';
import { listVisiblePartners } from './catalogue/visible-partners';
import { createPartner, deletePartner, listPartners, movePartner, updatePartner, uploadPartnerImage } from './partners';
import { anonCatalogue, signInAsAdmin, signInAsUser, uniqueToken, type SignedIn } from './testing';

describe.each(inject('backends'))('partners on $name', (backend) => {
  let admin: SignedIn;

  beforeAll(async () => {
    admin = await signInAsAdmin(backend);
  });

  it('uploads a logo, creates, edits, reorders and deletes partners', async () => {
    const logo = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).webp().toBuffer();
    const logoUrl = await uploadPartnerImage(admin.db, 'partner-logos', logo, { name: 'logo.webp', type: 'image/webp' });
    expect(logoUrl).toMatch(/\/storage\/v1\/object\/public\/partner-logos\/\d+-[a-z0-9]+\.webp$/);
    expect((await fetch(logoUrl)).status).toBe(200);
    const bannerUrl = await uploadPartnerImage(admin.db, 'partner-banners', logo, { name: 'banner.webp', type: 'image/webp' });
    expect(bannerUrl).toContain('/partner-banners/');

    const token = uniqueToken();
    const first = await createPartner(admin.db, partnerSchema.parse({ name: `Primeiro ${token}`, logoUrl, bannerImageUrl: bannerUrl, link: 'https://example.com' }));
    const second = await createPartner(admin.db, partnerSchema.parse({ name: `Segundo ${token}`, logoUrl, description: 'Parceiro oficial' }));
    expect(first.visible).toBe(true);
    expect(second.orderIndex).toBe(first.orderIndex + 1);

    const edited = await updatePartner(admin.db, second.id, { visible: false, description: 'Oculto' });
    expect(edited).toMatchObject({ visible: false, description: 'Oculto', name: `Segundo ${token}` });
    expect((await listVisiblePartners(anonCatalogue(backend))).some((partner) => partner.id === second.id)).toBe(false);

    const moved = await movePartner(admin.db, second.id, 'up');
    expect(moved.map((partner) => partner.orderIndex)).toEqual(moved.map((_, index) => index));
    const listed = await listPartners(admin.db);
    expect(listed.map((partner) => partner.orderIndex)).toEqual(listed.map((_, index) => index));
    const ids = listed.map((partner) => partner.id);
    expect(ids.indexOf(second.id)).toBe(ids.indexOf(first.id) - 1);
    expect((await movePartner(admin.db, ids[0], 'up')).map((partner) => partner.id)).toEqual(ids);

    await deletePartner(admin.db, first.id);
    await deletePartner(admin.db, second.id);
    await expect(deletePartner(admin.db, second.id)).rejects.toMatchObject({ userMessage: 'Nada foi excluído Verifique se você tem permissão de admin.' });
    await expect(updatePartner(admin.db, second.id, { name: 'X' })).rejects.toMatchObject({ userMessage: 'Nada foi alterado Verifique se você tem permissão de admin.' });
  });

  it('reports a non-admin write as a permission problem', async () => {
    const user = await signInAsUser(backend);
    const partner = await createPartner(admin.db, partnerSchema.parse({ name: `Fixo ${uniqueToken()}`, logoUrl: 'https://example.com/l.png' }));
    await expect(updatePartner(user.db, partner.id, { name: 'Invasor' })).rejects.toMatchObject({ userMessage: 'Nada foi alterado Verifique se você tem permissão de admin.' });
    await expect(deletePartner(user.db, partner.id)).rejects.toMatchObject({ userMessage: 'Nada foi excluído Verifique se você tem permissão de admin.' });
    await expect(createPartner(user.db, partnerSchema.parse({ name: 'Invasor', logoUrl: 'https://example.com/l.png' }))).rejects.toMatchObject({ userMessage: 'Permissão negada.' });
    await expect(uploadPartnerImage(user.db, 'partner-logos', new Uint8Array([1]), { name: 'x.png', type: 'image/png' })).rejects.toMatchObject({
      userMessage: 'Falha ao enviar imagem: Permissão negada.',
    });
    await deletePartner(admin.db, partner.id);
  });
});
