import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createAttribute,
  createCategory,
  createSubcategory,
  deleteAttribute,
  deleteCategory,
  deleteSubcategory,
  listCategories,
  updateAttribute,
  updateCategory,
  updateSubcategory,
} from './categories';
import { DEFAULT_SHOP_FILTERS } from '@oneboss/domain';
import { listCategoriesTree, listShopProducts } from './catalogue';
import { anonCatalogue, seedCatalogueFixture, serviceClient, signInAsAdmin, signInAsUser, uniqueToken, type CatalogueFixture, type SignedIn } from './testing';

describe.each(inject('backends'))('category administration on $name', (backend) => {
  let admin: SignedIn;
  let fx: CatalogueFixture;

  beforeAll(async () => {
    fx = await seedCatalogueFixture(backend);
    admin = await signInAsAdmin(backend);
  });

  it('manages a category, its subcategories and attributes end to end', async () => {
    const token = uniqueToken();
    const category = await createCategory(admin.db, { name: ` Arte ${token} `, value: `arte-${token}` });
    expect(category).toMatchObject({ name: `Arte ${token}`, value: `arte-${token}` });
    const renamed = await updateCategory(admin.db, category.id, { name: `Arte Moderna ${token}`, value: `arte-moderna-${token}` });
    expect(renamed.value).toBe(`arte-moderna-${token}`);

    const paintings = await createSubcategory(admin.db, { categoryId: category.id, name: 'Pinturas', type: 'pinturas' });
    const sculptures = await createSubcategory(admin.db, { categoryId: category.id, name: 'Esculturas', type: 'esculturas' });
    await expect(createSubcategory(admin.db, { categoryId: category.id, name: 'Outra', type: 'pinturas' })).rejects.toMatchObject({
      userMessage: 'Já existe uma subcategoria com esse identificador nesta categoria.',
    });
    expect(await updateSubcategory(admin.db, paintings.id, { name: 'Quadros', type: 'quadros' })).toMatchObject({ name: 'Quadros', type: 'quadros' });

    const oil = await createAttribute(admin.db, { subcategoryId: paintings.id, name: 'Óleo' });
    await createAttribute(admin.db, { subcategoryId: paintings.id, name: 'Aquarela' });
    await expect(createAttribute(admin.db, { subcategoryId: paintings.id, name: 'Óleo' })).rejects.toMatchObject({
      userMessage: 'Este atributo já existe nesta subcategoria.',
    });
    expect(await updateAttribute(admin.db, oil.id, 'Óleo sobre tela')).toMatchObject({ name: 'Óleo sobre tela', subcategoryId: paintings.id });

    const listed = (await listCategories(admin.db)).find((row) => row.id === category.id);
    expect(listed?.subcategories?.map((sub) => sub.name)).toEqual(['Esculturas', 'Quadros']);
    expect(listed?.subcategories?.[1].attributes?.map((attribute) => attribute.name)).toEqual(['Aquarela', 'Óleo sobre tela']);

    await deleteAttribute(admin.db, oil.id);
    await deleteSubcategory(admin.db, paintings.id);
    await deleteSubcategory(admin.db, sculptures.id);
    await deleteCategory(admin.db, category.id);
    expect((await listCategories(admin.db)).some((row) => row.id === category.id)).toBe(false);
    await expect(deleteCategory(admin.db, category.id)).rejects.toMatchObject({ userMessage: 'Erro ao remover categoria' });
  });

  it('refuses malformed ids before calling the server', async () => {
    await expect(deleteCategory(admin.db, '123')).rejects.toMatchObject({
      code: 'invalid_id',
      userMessage: 'ID da categoria inválido: O identificador recebido (123) não está no formato UUID válido.',
    });
    await expect(deleteSubcategory(admin.db, 'abc')).rejects.toMatchObject({
      userMessage: 'ID de subcategoria inválido: O identificador recebido (abc) não está no formato UUID válido.',
    });
    await expect(deleteAttribute(admin.db, 'abc')).rejects.toMatchObject({ code: 'invalid_id' });
  });

  it('refuses to delete a category or subcategory that has products, keeping its attributes', async () => {
    await expect(deleteCategory(admin.db, fx.categoryA.id)).rejects.toMatchObject({
      code: '23503',
      userMessage: 'Não é possível remover a categoria: existem produtos vinculados a ela.',
    });
    await expect(deleteSubcategory(admin.db, fx.subcategories.watches)).rejects.toMatchObject({
      code: '23503',
      userMessage: 'Não é possível remover a subcategoria: existem produtos vinculados a ela.',
    });
    const watches = (await listCategories(admin.db)).find((row) => row.id === fx.categoryA.id)?.subcategories?.find((sub) => sub.id === fx.subcategories.watches);
    expect(watches?.attributes).toHaveLength(2);
  });

  it('keeps the words buyers type for a category, and a search for one of them lists its products', async () => {
    const token = uniqueToken();
    // A word no name is near (a search that finds nothing exactly also tries each word as a typo of a name's).
    const word = `esquife${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}o`;
    const category = await createCategory(admin.db, { name: `Náutica ${token}`, value: `nautica-${token}` });
    const { error } = await serviceClient(backend)
      .from('products')
      .insert({ name: `Veleiro ${token}`, price: 100, category_id: category.id, published: true });
    expect(error).toBeNull();
    const visitor = anonCatalogue(backend);
    const search = async (term: string) => {
      const page = await listShopProducts(visitor, { ...DEFAULT_SHOP_FILTERS, subcategoryIds: [], attributeIds: [], search: term }, listCategoriesTree(visitor));
      return page.items.map((item) => item.name);
    };
    expect(await search(`${word}s`)).toEqual([]);

    const saved = await updateCategory(admin.db, category.id, { name: category.name, value: category.value, searchTerms: [word, 'embarcação'] });
    expect(saved.searchTerms).toEqual([word, 'embarcação']);
    expect((await listCategories(admin.db)).find((row) => row.id === category.id)?.searchTerms).toEqual([word, 'embarcação']);
    expect(await search(`${word}s`)).toEqual([`Veleiro ${token}`]);

    await expect(updateCategory(admin.db, category.id, { name: category.name, value: category.value, searchTerms: ['<b>barco</b>'] })).rejects.toMatchObject({
      userMessage: 'Termos de busca inválidos: até 30 palavras de 2 a 40 caracteres, sem espaços nem os caracteres < > " & ;.',
    });
    await expect(updateCategory(admin.db, category.id, { name: category.name, value: category.value, searchTerms: ['barco a vela'] })).rejects.toMatchObject({
      userMessage: 'Termos de busca inválidos: até 30 palavras de 2 a 40 caracteres, sem espaços nem os caracteres < > " & ;.',
    });
    const user = await signInAsUser(backend);
    await expect(updateCategory(user.db, category.id, { name: category.name, value: category.value, searchTerms: [] })).rejects.toMatchObject({
      userMessage: 'Erro ao atualizar categoria',
    });
    expect((await listCategories(admin.db)).find((row) => row.id === category.id)?.searchTerms).toEqual([word, 'embarcação']);
  });

  it('lets only admins change categories', async () => {
    const user = await signInAsUser(backend);
    await expect(createCategory(user.db, { name: 'X', value: `x-${uniqueToken()}` })).rejects.toMatchObject({ userMessage: 'Permissão negada.' });
    await expect(updateCategory(user.db, fx.categoryA.id, { name: 'X', value: 'x' })).rejects.toMatchObject({ userMessage: 'Erro ao atualizar categoria' });
    await expect(createSubcategory(user.db, { categoryId: fx.categoryA.id, name: 'X', type: 'x' })).rejects.toMatchObject({ userMessage: 'Permissão negada.' });
    await expect(deleteAttribute(user.db, fx.attributes.steel)).rejects.toMatchObject({ userMessage: 'Erro ao remover atributo' });
  });
});
