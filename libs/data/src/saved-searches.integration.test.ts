import { savedSearchCriteria, DEFAULT_SHOP_FILTERS } from '@oneboss/domain';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { unsubscribeAlert } from './catalogue/alert-unsubscribe';
import { addFavourites } from './favourites';
import { deleteSavedSearch, getFavouriteAlerts, saveFavouriteAlerts, saveSearch, updateSavedSearch } from './saved-searches';
import { listMySavedSearches, listMySavedSearchHrefs } from './catalogue/my-saved-searches';
import { anonCatalogue, mailTo, seedCatalogueFixture, serviceClient, signInAsUser, type CatalogueFixture, type TestBackend } from './testing';

/** Runs the alerts' job as the timer does (the backend delivers the mails it queued after the call). */
async function runAlerts(backend: TestBackend) {
  const { error } = await serviceClient(backend).rpc('run_alerts');
  expect(error).toBeNull();
}

/** The alert e-mails to `email`, waiting out a run of the backend's own timer that may hold them. */
async function alertMails(backend: TestBackend, email: string, count: number) {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const mails = (await mailTo(backend, email)).filter((mail) => mail.subject === 'Novidades nos seus alertas OneBoss');
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return (await mailTo(backend, email)).filter((mail) => mail.subject === 'Novidades nos seus alertas OneBoss');
}

describe.each(inject('backends'))('saved searches and alerts on $name', (backend) => {
  let fixture: CatalogueFixture;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(backend);
  });

  it("keeps each buyer's searches, counts their matches, and mails a new matching listing once with a working unsubscribe link", async () => {
    const ana = await signInAsUser(backend);
    const bia = await signInAsUser(backend);
    const criteria = savedSearchCriteria({ ...DEFAULT_SHOP_FILTERS, categorySlug: fixture.categoryA.value }, fixture.categoryA.id);
    const id = await saveSearch(ana.db, {
      name: 'Categoria A',
      path: `/loja/${fixture.categoryA.value}`,
      query: '',
      criteria,
      frequency: 'imediato',
    });

    const [listed] = await listMySavedSearches(ana.db);
    // Category A's published listings: the watch and the boat (the hidden plane does not count).
    expect(listed).toMatchObject({ id, name: 'Categoria A', href: `/loja/${fixture.categoryA.value}`, frequency: 'imediato', matchCount: 2 });
    expect(await listMySavedSearches(bia.db)).toEqual([]);
    await updateSavedSearch(bia.db, id, { name: 'Roubada' });
    await deleteSavedSearch(bia.db, id);
    expect((await listMySavedSearches(ana.db)).map((search) => search.name)).toEqual(['Categoria A']);

    await expect(
      saveSearch(ana.db, { name: 'x', path: '/loja', query: '', criteria: { ...criteria, filters: { specs: { inexistente: true } } }, frequency: 'diario' }),
    ).rejects.toMatchObject({ userMessage: expect.stringContaining('Filtro inválido') });

    const service = serviceClient(backend);
    const name = `Lancha Nova ${fixture.token}`;
    const added = await service.from('products').insert({ name, price: 321, category_id: fixture.categoryA.id, published: true }).select('id').single();
    expect(added.error).toBeNull();
    await runAlerts(backend);
    await runAlerts(backend);

    const mails = await alertMails(backend, ana.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`${name} — R$ 321,00`);
    expect(mails[0].text).toMatch(new RegExp(`https?://[^\\s]+/produto/${added.data?.id}`));
    expect(mails[0].link).toMatch(/\/alertas\/descadastrar\?token=[0-9a-f-]{36}$/);
    expect(await alertMails(backend, bia.email, 0)).toEqual([]);

    const token = new URL(mails[0].link ?? '').searchParams.get('token') ?? '';
    expect(await unsubscribeAlert(anonCatalogue(backend), crypto.randomUUID(), null)).toBeNull();
    expect(await unsubscribeAlert(anonCatalogue(backend), token, null)).toBe('Busca salva "Categoria A"');
    expect((await listMySavedSearches(ana.db))[0].frequency).toBe('nunca');

    await deleteSavedSearch(ana.db, id);
    expect(await listMySavedSearches(ana.db)).toEqual([]);
  });

  it('keeps each shop address once per buyer, says so in pt-BR, and lists the addresses saved', async () => {
    const ana = await signInAsUser(backend);
    const bia = await signInAsUser(backend);
    const path = `/loja/${fixture.categoryA.value}`;
    const search = { name: 'Até mil', path, query: 'preco=-1000', criteria: savedSearchCriteria({ ...DEFAULT_SHOP_FILTERS, categorySlug: fixture.categoryA.value, price: { max: 1000 } }, fixture.categoryA.id), frequency: 'imediato' as const };
    await saveSearch(ana.db, search);

    await expect(saveSearch(ana.db, { ...search, name: 'Outro nome', frequency: 'semanal' })).rejects.toMatchObject({
      userMessage: 'Você já salvou esta busca. Veja em Perfil › Buscas salvas.',
    });
    await saveSearch(ana.db, { ...search, name: 'Tudo', query: '' });
    await saveSearch(bia.db, search);

    expect((await listMySavedSearchHrefs(ana.db)).sort()).toEqual([path, `${path}?preco=-1000`]);
    expect(await listMySavedSearchHrefs(bia.db)).toEqual([`${path}?preco=-1000`]);
    await expect(listMySavedSearchHrefs(anonCatalogue(backend))).rejects.toMatchObject({ userMessage: expect.any(String) });
  });

  it("mails a favourite's price drop once and keeps the buyer's alert choices", async () => {
    const carla = await signInAsUser(backend);
    expect(await getFavouriteAlerts(carla.db)).toEqual({ priceDrop: true, sold: true, backOnSale: true });
    await addFavourites(carla.db, [fixture.products.watch]);

    const cut = await serviceClient(backend).from('products').update({ price: 777 }).eq('id', fixture.products.watch);
    expect(cut.error).toBeNull();
    await runAlerts(backend);
    await runAlerts(backend);
    const mails = await alertMails(backend, carla.email, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('Preço reduzido nos seus favoritos:');
    expect(mails[0].text).toContain('R$ 777,00');
    expect(mails[0].link).toMatch(/\/alertas\/descadastrar\?token=[0-9a-f-]{36}&tipo=preco$/);

    await saveFavouriteAlerts(carla.db, carla.userId, { priceDrop: false, sold: true, backOnSale: false });
    expect(await getFavouriteAlerts(carla.db)).toEqual({ priceDrop: false, sold: true, backOnSale: false });
    await saveFavouriteAlerts(carla.db, carla.userId, { priceDrop: true, sold: true, backOnSale: true });
    expect(await getFavouriteAlerts(carla.db)).toEqual({ priceDrop: true, sold: true, backOnSale: true });
  });
});
