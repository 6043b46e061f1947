/**
 * The generated catalogue's specification definitions (issue 31's list for the six categories)
 * and each product's location and values, with plausible spreads: most cars automatic and newer,
 * few long boats, many apartments and few farms, a handful of watch brands holding most listings,
 * listings concentrated in the large and coastal cities. Values come from a hash of the product
 * number, so every run generates the same catalogue.
 */

type Definition = [key: string, label: string, type: string, unit: string | null, decimals: number, required: boolean, sortable: boolean, options?: string[]];

const DEFINITIONS: Record<string, Definition[]> = {
  veiculos: [
    ['ano', 'Ano/modelo', 'year', null, 0, true, true],
    ['quilometragem', 'Quilometragem', 'integer', 'km', 0, false, true],
    ['potencia', 'Potência', 'integer', 'cv', 0, false, true],
    ['combustivel', 'Combustível', 'option', null, 0, false, false, ['gasolina', 'flex', 'diesel', 'hibrido', 'eletrico']],
    ['cambio', 'Câmbio', 'option', null, 0, false, false, ['automatico', 'manual']],
    ['cor', 'Cor', 'option', null, 0, false, false, ['preto', 'branco', 'prata', 'cinza', 'azul', 'vermelho', 'verde', 'amarelo']],
    ['blindado', 'Blindado', 'boolean', null, 0, false, false],
    ['unico_dono', 'Único dono', 'boolean', null, 0, false, false],
  ],
  embarcacoes: [
    ['ano', 'Ano', 'year', null, 0, true, true],
    ['comprimento', 'Comprimento', 'number', 'ft', 1, true, true],
    ['motorizacao', 'Motorização', 'option', null, 0, false, false, ['diesel', 'gasolina', 'eletrica', 'vela']],
    ['horas_motor', 'Horas de motor', 'integer', 'h', 0, false, true],
    ['cabines', 'Cabines', 'integer', null, 0, false, true],
    ['capacidade', 'Capacidade', 'integer', 'people', 0, false, true],
  ],
  aeronaves: [
    ['ano', 'Ano', 'year', null, 0, true, true],
    ['tipo', 'Tipo', 'option', null, 0, true, false, ['jato', 'turboelice', 'helicoptero', 'pistao']],
    ['horas_celula', 'Horas totais de célula', 'integer', 'h', 0, false, true],
    ['horas_revisao', 'Horas desde a revisão do motor', 'integer', 'h', 0, false, true],
    ['assentos', 'Assentos', 'integer', 'people', 0, false, true],
    ['alcance', 'Alcance', 'integer', 'nmi', 0, false, true],
  ],
  imoveis: [
    ['tipo', 'Tipo', 'option', null, 0, true, false, ['apartamento', 'casa', 'cobertura', 'terreno', 'fazenda', 'sala']],
    ['area', 'Área privativa', 'number', 'm2', 2, true, true],
    ['quartos', 'Quartos', 'integer', null, 0, false, true],
    ['suites', 'Suítes', 'integer', null, 0, false, true],
    ['vagas', 'Vagas', 'integer', null, 0, false, true],
    ['condominio', 'Condomínio', 'number', 'brl_month', 2, false, true],
    ['iptu', 'IPTU', 'number', 'brl_year', 2, false, true],
  ],
  relogios: [
    ['marca', 'Marca', 'option', null, 0, true, false, [
      'rolex', 'patek-philippe', 'audemars-piguet', 'omega', 'cartier', 'richard-mille', 'vacheron-constantin', 'iwc', 'breitling', 'jaeger-lecoultre', 'hublot', 'panerai',
    ]],
    ['referencia', 'Referência', 'text', null, 0, false, false],
    ['ano', 'Ano', 'year', null, 0, false, true],
    ['diametro', 'Diâmetro', 'number', 'mm', 1, false, true],
    ['material', 'Material da caixa', 'option', null, 0, false, false, ['aco', 'ouro-amarelo', 'ouro-branco', 'ouro-rosa', 'platina', 'titanio', 'ceramica']],
    ['movimento', 'Movimento', 'option', null, 0, false, false, ['automatico', 'manual', 'quartzo']],
    ['caixa_documentos', 'Caixa e documentos', 'boolean', null, 0, false, false],
  ],
  decoracao: [
    ['designer', 'Designer/artista', 'text', null, 0, false, false],
    ['material', 'Material', 'option', null, 0, false, false, ['bronze', 'marmore', 'madeira', 'vidro', 'ceramica', 'tecido', 'aco']],
    ['dimensoes', 'Dimensões', 'text', null, 0, false, false],
    ['epoca', 'Época', 'option', null, 0, false, false, ['seculo-xviii', 'seculo-xix', 'art-deco', 'moderno', 'contemporaneo']],
  ],
};

/** An option's label from its slug: 'ouro-rosa' -> 'Ouro rosa'. */
const optionLabel = (value: string) => (value.charAt(0).toUpperCase() + value.slice(1)).replace(/-/g, ' ');
const literal = (value: string | null) => (value === null ? 'null' : `'${value.replace(/'/g, "''")}'`);

/** Statements creating the definitions and options; run after the categories, before the products. */
export function specDefinitionsSql(): string[] {
  const definitions = Object.entries(DEFINITIONS).flatMap(([category, list]) =>
    list.map(
      ([key, label, type, unit, decimals, required, sortable], position) =>
        `(${literal(category)}, ${literal(key)}, ${literal(label)}, ${literal(type)}, ${literal(unit)}, ${decimals}, ${required}, ${type !== 'text'}, ${sortable}, ${position < 3 && type !== 'text'}, ${position + 1})`,
    ),
  );
  const options = Object.entries(DEFINITIONS).flatMap(([category, list]) =>
    list.flatMap(([key, , , , , , , values]) => (values ?? []).map((value, position) => `(${literal(category)}, ${literal(key)}, ${literal(value)}, ${literal(optionLabel(value))}, ${position + 1})`)),
  );
  return [
    `insert into public.spec_definitions (category_id, key, label, type, unit, decimals, required, filterable, sortable, headline, position)
     select pg_temp.v4('cat' || d.category), d.key, d.label, d.type, d.unit, d.decimals, d.required, d.filterable, d.sortable, d.headline, d.position
     from (values ${definitions.join(',\n')}) as d(category, key, label, type, unit, decimals, required, filterable, sortable, headline, position);`,
    `insert into public.spec_options (definition_id, value, label, position)
     select d.id, o.value, o.label, o.position
     from (values ${options.join(',\n')}) as o(category, key, value, label, position)
     join public.spec_definitions d on d.category_id = pg_temp.v4('cat' || o.category) and d.key = o.key;`,
    // A uniform number in [0, 1) from a product number and a salt, and a skewed pick from a list
    // (power > 1 favours its first entries).
    `create function pg_temp.u(i integer, salt integer) returns float8 language sql immutable as
     $$ select (hashint8(i::bigint * 97 + salt)::bigint + 2147483648) / 4294967296.0 $$;`,
    `create function pg_temp.pick(choices text[], u float8, power float8) returns text language sql immutable as
     $$ select choices[1 + floor(pow(u, power) * cardinality(choices))::int] $$;`,
  ];
}

// Large and coastal cities first: a pick with power 2 gives São Paulo about a fifth of the listings.
const CITIES: Array<[id: number, uf: string]> = [
  [3550308, 'SP'], [3304557, 'RJ'], [4205407, 'SC'], [4202008, 'SC'], [3106200, 'MG'], [4106902, 'PR'], [5300108, 'DF'],
  [4314902, 'RS'], [3509502, 'SP'], [3518701, 'SP'], [3300100, 'RJ'], [3555406, 'SP'], [2927408, 'BA'], [2611606, 'PE'],
  [5208707, 'GO'], [3300233, 'RJ'], [4208203, 'SC'], [3543402, 'SP'], [3548500, 'SP'], [2304400, 'CE'], [3303302, 'RJ'],
  [3509700, 'SP'], [2925303, 'BA'], [4309100, 'RS'], [3505708, 'SP'], [3520400, 'SP'], [3303807, 'RJ'], [3170206, 'MG'],
  [4113700, 'PR'], [3205309, 'ES'],
];

const text = (values: string[]) => `array[${values.map(literal).join(', ')}]`;
const optionsOf = (category: string, key: string) => DEFINITIONS[category].find((d) => d[0] === key)?.[7] ?? [];
const choicesOf = (category: string, key: string) => text(optionsOf(category, key));
/** An option's labels in the same order as choicesOf's values, so one pick gives a value and its label. */
const labelsOf = (category: string, key: string, byValue: Record<string, string>) => text(optionsOf(category, key).map((value) => byValue[value] ?? value));
/** Product number `g.i`'s uniform draw for `salt`: the same salt gives the same draw wherever it is used. */
const u = (salt: number) => `pg_temp.u(g.i, ${salt})`;

/**
 * The first words of product number `g.i`'s name, by its category `cat.value`, agreeing with its
 * specifications where one names the kind (a "Cobertura" is a cobertura, a "Veleiro" sails, a
 * watch carries its brand): a search for "lancha" or "cobertura" finds what a real catalogue holds
 * under that word, not an eighth of every category.
 */
export function listingNameSql(): string {
  const names: Record<string, string> = {
    imoveis: `pg_temp.pick(${labelsOf('imoveis', 'tipo', { apartamento: 'Apartamento', casa: 'Casa', cobertura: 'Cobertura', terreno: 'Terreno', fazenda: 'Fazenda', sala: 'Sala comercial' })}, ${u(41)}, 1.6)`,
    veiculos: `pg_temp.pick(${text(['Porsche', 'Mercedes-Benz', 'BMW', 'Land Rover', 'Ferrari', 'Audi', 'Lamborghini', 'Volvo'])}, ${u(19)}, 1.4)`,
    relogios: `'Relógio ' || pg_temp.pick(${labelsOf('relogios', 'marca', {
      rolex: 'Rolex', 'patek-philippe': 'Patek Philippe', 'audemars-piguet': 'Audemars Piguet', omega: 'Omega', cartier: 'Cartier', 'richard-mille': 'Richard Mille',
      'vacheron-constantin': 'Vacheron Constantin', iwc: 'IWC', breitling: 'Breitling', 'jaeger-lecoultre': 'Jaeger-LeCoultre', hublot: 'Hublot', panerai: 'Panerai',
    })}, ${u(51)}, 1.8)`,
    decoracao: `pg_temp.pick(${text(['Escultura', 'Poltrona', 'Luminária', 'Tela', 'Mesa', 'Tapete'])}, ${u(64)}, 1.2)`,
    embarcacoes: `case pg_temp.pick(${choicesOf('embarcacoes', 'motorizacao')}, ${u(23)}, 2) when 'vela' then 'Veleiro' else pg_temp.pick(${text(['Lancha', 'Iate', 'Catamarã'])}, ${u(27)}, 1.3) end`,
    aeronaves: `pg_temp.pick(${labelsOf('aeronaves', 'tipo', { jato: 'Jato', turboelice: 'Turboélice', helicoptero: 'Helicóptero', pistao: 'Avião a pistão' })}, ${u(32)}, 1.2)`,
  };
  return `case cat.value ${Object.entries(names).map(([category, sql]) => `when ${literal(category)} then ${sql}`).join(' ')} end`;
}

/**
 * Product number `g.i`'s asking price by its category `cat.value`, in reais: a watch is not priced
 * like an aircraft, so a category's cheapest and dearest listings sit where a real catalogue's do
 * in the price order of the whole shop. Real estate and boats stay uniform over a span of five
 * million, so the budget pages' price ranges keep the share of their category they had.
 */
export function listingPriceSql(): string {
  const ranges: Record<string, [lowest: number, span: number, skew: number]> = {
    imoveis: [500_000, 5_000_000, 1],
    embarcacoes: [200_000, 5_000_000, 1],
    veiculos: [150_000, 4_850_000, 2],
    aeronaves: [1_500_000, 58_500_000, 1.5],
    relogios: [15_000, 1_485_000, 2],
    decoracao: [5_000, 795_000, 2],
  };
  return `round((case cat.value ${Object.entries(ranges)
    .map(([category, [lowest, span, skew]]) => `when ${literal(category)} then ${lowest} + pow(${u(3)}, ${skew}) * ${span}`)
    .join(' ')} end)::numeric, -2)`;
}

/** A sale price 80-95% of the asking price. */
export function listingSalePriceSql(): string {
  return `round((${listingPriceSql()} * (0.8 + 0.15 * ${u(4)}))::numeric, -2)`;
}

/**
 * The products insert's location and specification columns (`uf, city_id, neighbourhood, specs`)
 * for product number `g.i` of category slug `cat.value`.
 */
export function listingColumnsSql(): string {
  const city = `(1 + floor(pow(${u(1)}, 2) * ${CITIES.length})::int)`;
  const specs: Record<string, string> = {
    veiculos: `jsonb_build_object('ano', 1990 + floor(pow(${u(11)}, 0.5) * 37)::int, 'quilometragem', floor(pow(${u(12)}, 1.5) * 250000)::int,
      'potencia', 100 + floor(pow(${u(13)}, 2) * 700)::int, 'combustivel', pg_temp.pick(${choicesOf('veiculos', 'combustivel')}, ${u(14)}, 1.5),
      'cambio', case when ${u(15)} < 0.85 then 'automatico' else 'manual' end, 'cor', pg_temp.pick(${choicesOf('veiculos', 'cor')}, ${u(16)}, 1.4),
      'blindado', ${u(17)} < 0.3, 'unico_dono', ${u(18)} < 0.4)`,
    embarcacoes: `jsonb_build_object('ano', 1995 + floor(pow(${u(21)}, 0.6) * 32)::int, 'comprimento', round((18 + pow(${u(22)}, 1.8) * 100)::numeric, 1),
      'motorizacao', pg_temp.pick(${choicesOf('embarcacoes', 'motorizacao')}, ${u(23)}, 2), 'horas_motor', floor(pow(${u(24)}, 1.5) * 5000)::int,
      'cabines', floor(pow(${u(25)}, 1.3) * 6)::int, 'capacidade', 4 + floor(${u(26)} * 26)::int)`,
    aeronaves: `jsonb_build_object('ano', 1975 + floor(pow(${u(31)}, 0.6) * 52)::int, 'tipo', pg_temp.pick(${choicesOf('aeronaves', 'tipo')}, ${u(32)}, 1.2),
      'horas_celula', floor(pow(${u(33)}, 1.5) * 20000)::int, 'horas_revisao', floor(${u(34)} * 3000)::int,
      'assentos', 2 + floor(pow(${u(35)}, 1.5) * 17)::int, 'alcance', 300 + floor(pow(${u(36)}, 1.2) * 6700)::int)`,
    imoveis: `jsonb_build_object('tipo', pg_temp.pick(${choicesOf('imoveis', 'tipo')}, ${u(41)}, 1.6), 'area', round((40 + pow(${u(42)}, 2.2) * 2960)::numeric),
      'quartos', 1 + floor(pow(${u(43)}, 1.2) * 7)::int, 'suites', floor(pow(${u(44)}, 1.5) * 6)::int, 'vagas', floor(pow(${u(45)}, 1.3) * 10)::int,
      'condominio', round((500 + pow(${u(46)}, 2) * 29500)::numeric), 'iptu', round((1000 + pow(${u(47)}, 2) * 99000)::numeric))`,
    relogios: `jsonb_build_object('marca', pg_temp.pick(${choicesOf('relogios', 'marca')}, ${u(51)}, 1.8), 'referencia', 'Ref. ' || (100000 + g.i % 900000),
      'ano', 1950 + floor(pow(${u(52)}, 0.4) * 77)::int, 'diametro', round((28 + ${u(53)} * 20)::numeric, 1),
      'material', pg_temp.pick(${choicesOf('relogios', 'material')}, ${u(54)}, 1.5), 'movimento', pg_temp.pick(${choicesOf('relogios', 'movimento')}, ${u(55)}, 1.5),
      'caixa_documentos', ${u(56)} < 0.6)`,
    decoracao: `jsonb_build_object('designer', pg_temp.pick(${text(['Sergio Rodrigues', 'Oscar Niemeyer', 'Lina Bo Bardi', 'Joaquim Tenreiro', 'Zanine Caldas', 'Irmãos Campana', 'Burle Marx'])}, ${u(61)}, 1.3),
      'material', pg_temp.pick(${choicesOf('decoracao', 'material')}, ${u(62)}, 1.3), 'dimensoes', (40 + g.i % 160) || ' x ' || (30 + g.i % 90) || ' x ' || (40 + g.i % 50) || ' cm',
      'epoca', pg_temp.pick(${choicesOf('decoracao', 'epoca')}, ${u(63)}, 1.2))`,
  };
  return `(array[${CITIES.map(([, uf]) => literal(uf)).join(', ')}])[${city}],
          (array[${CITIES.map(([id]) => id).join(', ')}])[${city}],
          case ${city} when 1 then pg_temp.pick(${text(['Jardins', 'Itaim Bibi', 'Moema', 'Vila Nova Conceição', 'Pinheiros'])}, ${u(2)}, 1)
                       when 2 then pg_temp.pick(${text(['Leblon', 'Ipanema', 'Barra da Tijuca', 'Lagoa'])}, ${u(2)}, 1) end,
          case cat.value ${Object.entries(specs).map(([category, sql]) => `when ${literal(category)} then ${sql}`).join('\n')} end`;
}
