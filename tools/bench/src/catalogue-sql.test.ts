import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSql } from './catalogue-sql';
import { startBenchBackend, type BenchBackend } from './databases';

interface Row {
  category: string;
  name: string;
  specs: Record<string, unknown>;
  price: string | null;
  sale_price: string | null;
}

// The generated catalogue is what the bench's search and filter figures are measured on: a word
// must land where a real catalogue holds it, or a search's cost is measured on an impossible spread.
describe('the generated bench catalogue', () => {
  let backend: BenchBackend;
  let rows: Row[];

  beforeAll(async () => {
    backend = await startBenchBackend('pglite', (url) => catalogueSql(1_200, url));
    rows = await backend.server.sql.query<Row>(
      'select c.value as category, p.name, p.specs, p.price, p.sale_price from public.products p join public.categories c on c.id = p.category_id',
    );
  }, 120_000);

  afterAll(() => backend?.stop());

  const named = (word: string) => rows.filter((row) => row.name.split(' ')[0] === word);

  it('names each listing by its own category', () => {
    const words = (category: string) => new Set(rows.filter((row) => row.category === category).map((row) => row.name.split(' ')[0]));
    expect(words('embarcacoes')).toEqual(new Set(['Lancha', 'Iate', 'Catamarã', 'Veleiro']));
    for (const [category, foreign] of [['imoveis', 'Lancha'], ['veiculos', 'Cobertura'], ['relogios', 'Jato'], ['decoracao', 'Relógio']]) {
      expect(words(category).has(foreign), `${foreign} in ${category}`).toBe(false);
    }
  });

  it('agrees with the specifications that name the kind', () => {
    expect(named('Cobertura').length).toBeGreaterThan(0);
    expect(named('Cobertura').every((row) => row.specs.tipo === 'cobertura')).toBe(true);
    expect(named('Helicóptero').every((row) => row.specs.tipo === 'helicoptero')).toBe(true);
    expect(named('Veleiro').every((row) => row.specs.motorizacao === 'vela')).toBe(true);
    expect(named('Lancha').every((row) => row.specs.motorizacao !== 'vela')).toBe(true);
    const rolex = rows.filter((row) => row.name.startsWith('Relógio Rolex '));
    expect(rolex.length).toBeGreaterThan(0);
    expect(rolex.every((row) => row.specs.marca === 'rolex')).toBe(true);
  });

  // A category page sorted by price walks the whole shop's price order until its first listings:
  // generated prices must sit where a real catalogue's do, not spread every category over one span.
  it('prices each category in its own range', () => {
    const prices = (category: string) => rows.filter((row) => row.category === category && row.price !== null).map((row) => Number(row.price));
    const highest = (category: string) => Math.max(...prices(category));
    const lowest = (category: string) => Math.min(...prices(category));
    expect(highest('decoracao')).toBeLessThan(lowest('aeronaves'));
    expect(highest('relogios')).toBeLessThan(lowest('aeronaves'));
    expect(lowest('imoveis')).toBeGreaterThanOrEqual(500_000);
    const discounted = rows.filter((row) => row.sale_price !== null);
    expect(discounted.length).toBeGreaterThan(0);
    expect(discounted.every((row) => Number(row.sale_price) < Number(row.price))).toBe(true);
  });
});
