import type { SpecType, SpecUnit } from '@oneboss/domain';
import { seedUuid } from '../ids';
import { findCategory, type CategoryValue } from './categories';

export interface SeedSpecOption {
  readonly id: string;
  readonly value: string;
  readonly label: string;
}

export interface SeedSpecDefinition {
  readonly id: string;
  readonly categoryId: string;
  readonly categoryValue: CategoryValue;
  readonly key: string;
  readonly label: string;
  readonly type: SpecType;
  readonly unit: SpecUnit | null;
  readonly decimals: number;
  readonly min: number | null;
  readonly max: number | null;
  readonly required: boolean;
  readonly filterable: boolean;
  readonly sortable: boolean;
  readonly headline: boolean;
  readonly position: number;
  readonly groupLabel: string | null;
  readonly options: readonly SeedSpecOption[];
}

/** Flags a definition carries: R required, F filterable, S sortable, H headline (on the card). */
type Flags = '' | `${'R' | ''}${'F' | ''}${'S' | ''}${'H' | ''}`;

interface Outline {
  readonly key: string;
  readonly label: string;
  readonly type: SpecType;
  readonly flags: Flags;
  readonly unit?: SpecUnit;
  readonly decimals?: number;
  readonly min?: number;
  readonly max?: number;
  readonly group?: string;
  readonly options?: readonly (readonly [value: string, label: string])[];
}

const YEAR = { type: 'year', min: 1900, max: 2030 } as const;

const OUTLINES: Readonly<Record<CategoryValue, readonly Outline[]>> = {
  veiculos: [
    { key: 'ano', label: 'Ano/modelo', ...YEAR, flags: 'RFSH' },
    { key: 'quilometragem', label: 'Quilometragem', type: 'integer', unit: 'km', min: 0, max: 2_000_000, flags: 'FSH' },
    { key: 'potencia', label: 'Potência', type: 'integer', unit: 'cv', min: 1, max: 2_000, flags: 'FSH', group: 'Motor' },
    { key: 'combustivel', label: 'Combustível', type: 'option', flags: 'F', group: 'Motor', options: [
      ['gasolina', 'Gasolina'], ['flex', 'Flex'], ['diesel', 'Diesel'], ['hibrido', 'Híbrido'], ['hibrido-plug-in', 'Híbrido plug-in'], ['eletrico', 'Elétrico'],
    ] },
    { key: 'cambio', label: 'Câmbio', type: 'option', flags: 'F', group: 'Motor', options: [
      ['automatico', 'Automático'], ['dupla-embreagem', 'Automatizado de dupla embreagem'], ['manual', 'Manual'],
    ] },
    { key: 'cor', label: 'Cor', type: 'text', flags: '' },
    { key: 'blindado', label: 'Blindado', type: 'boolean', flags: 'F' },
    { key: 'unico_dono', label: 'Único dono', type: 'boolean', flags: 'F' },
  ],
  embarcacoes: [
    { key: 'comprimento', label: 'Comprimento', type: 'number', unit: 'ft', decimals: 1, min: 10, max: 400, flags: 'RFSH', group: 'Dimensões' },
    { key: 'ano', label: 'Ano', ...YEAR, flags: 'RFSH' },
    { key: 'cabines', label: 'Cabines', type: 'integer', min: 0, max: 20, flags: 'FSH', group: 'Dimensões' },
    { key: 'capacidade', label: 'Capacidade', type: 'integer', unit: 'people', min: 1, max: 500, flags: 'FS', group: 'Dimensões' },
    { key: 'motorizacao', label: 'Motorização', type: 'option', flags: 'F', group: 'Motor', options: [
      ['diesel-pod', 'Diesel, pod (IPS)'], ['diesel-eixo', 'Diesel, eixo'], ['popa', 'Motor de popa'], ['vela-motor-auxiliar', 'Vela com motor auxiliar'],
    ] },
    { key: 'horas_motor', label: 'Horas de motor', type: 'integer', unit: 'h', min: 0, max: 100_000, flags: 'FS', group: 'Motor' },
  ],
  aeronaves: [
    { key: 'tipo', label: 'Tipo', type: 'option', flags: 'RF', options: [
      ['jato', 'Jato'], ['turboelice', 'Turboélice'], ['helicoptero', 'Helicóptero'], ['pistao', 'Pistão'],
    ] },
    { key: 'ano', label: 'Ano', ...YEAR, flags: 'RFSH' },
    { key: 'horas_celula', label: 'Horas totais de célula', type: 'integer', unit: 'h', min: 0, max: 100_000, flags: 'FSH', group: 'Manutenção' },
    { key: 'horas_revisao', label: 'Horas desde a revisão do motor', type: 'integer', unit: 'h', min: 0, max: 20_000, flags: 'FS', group: 'Manutenção' },
    { key: 'assentos', label: 'Assentos', type: 'integer', min: 1, max: 30, flags: 'FS', group: 'Cabine' },
    { key: 'alcance', label: 'Alcance', type: 'integer', unit: 'nmi', min: 50, max: 8_000, flags: 'FSH', group: 'Desempenho' },
  ],
  imoveis: [
    { key: 'tipo', label: 'Tipo', type: 'option', flags: 'RF', options: [
      ['apartamento', 'Apartamento'], ['cobertura', 'Cobertura'], ['casa', 'Casa'], ['casa-em-condominio', 'Casa em condomínio'], ['fazenda', 'Fazenda'], ['haras', 'Haras'],
    ] },
    { key: 'area', label: 'Área privativa', type: 'number', unit: 'm2', decimals: 2, min: 10, flags: 'RFSH' },
    { key: 'quartos', label: 'Quartos', type: 'integer', min: 0, max: 50, flags: 'FSH' },
    { key: 'suites', label: 'Suítes', type: 'integer', min: 0, max: 50, flags: 'FSH' },
    { key: 'vagas', label: 'Vagas', type: 'integer', min: 0, max: 100, flags: 'FS' },
    { key: 'condominio', label: 'Condomínio', type: 'number', unit: 'brl_month', decimals: 2, min: 0, flags: 'FS', group: 'Custos' },
    { key: 'iptu', label: 'IPTU', type: 'number', unit: 'brl_year', decimals: 2, min: 0, flags: 'S', group: 'Custos' },
  ],
  relogios: [
    { key: 'marca', label: 'Marca', type: 'option', flags: 'RF', options: [
      ['rolex', 'Rolex'], ['patek-philippe', 'Patek Philippe'], ['audemars-piguet', 'Audemars Piguet'], ['omega', 'Omega'],
    ] },
    { key: 'referencia', label: 'Referência', type: 'text', flags: '' },
    { key: 'ano', label: 'Ano', ...YEAR, flags: 'FSH' },
    { key: 'diametro', label: 'Diâmetro', type: 'number', unit: 'mm', decimals: 1, min: 20, max: 60, flags: 'FSH', group: 'Caixa' },
    { key: 'material_caixa', label: 'Material da caixa', type: 'option', flags: 'FH', group: 'Caixa', options: [
      ['aco', 'Aço'], ['aco-e-ouro', 'Aço e ouro'], ['ouro-amarelo', 'Ouro amarelo'], ['ouro-branco', 'Ouro branco'], ['ouro-rose', 'Ouro rosé'],
      ['platina', 'Platina'], ['titanio', 'Titânio'], ['ceramica', 'Cerâmica'],
    ] },
    { key: 'movimento', label: 'Movimento', type: 'option', flags: 'F', options: [
      ['automatico', 'Automático'], ['corda-manual', 'Corda manual'], ['quartzo', 'Quartzo'],
    ] },
    { key: 'caixa_documentos', label: 'Caixa e documentos', type: 'boolean', flags: 'F' },
  ],
  decoracao: [
    { key: 'designer', label: 'Designer/artista', type: 'text', flags: 'H' },
    { key: 'material', label: 'Material', type: 'text', flags: 'RH' },
    { key: 'dimensoes', label: 'Dimensões', type: 'text', flags: 'H' },
    { key: 'epoca', label: 'Época', type: 'option', flags: 'F', options: [
      ['antiguidade', 'Antiguidade (até 1900)'], ['inicio-seculo-xx', 'Início do século XX'], ['meados-seculo-xx', 'Meados do século XX'], ['contemporaneo', 'Contemporâneo'],
    ] },
  ],
};

function buildDefinitions(): SeedSpecDefinition[] {
  return (Object.entries(OUTLINES) as [CategoryValue, readonly Outline[]][]).flatMap(([categoryValue, outlines]) =>
    outlines.map((outline, index) => {
      const id = seedUuid('specDefinition', `${categoryValue}/${outline.key}`);
      return {
        id,
        categoryId: findCategory(categoryValue).id,
        categoryValue,
        key: outline.key,
        label: outline.label,
        type: outline.type,
        unit: outline.unit ?? null,
        decimals: outline.decimals ?? 0,
        min: outline.min ?? null,
        max: outline.max ?? null,
        required: outline.flags.includes('R'),
        filterable: outline.flags.includes('F'),
        sortable: outline.flags.includes('S'),
        headline: outline.flags.includes('H'),
        position: index + 1,
        groupLabel: outline.group ?? null,
        options: (outline.options ?? []).map(([value, label]) => ({ id: seedUuid('specOption', `${categoryValue}/${outline.key}/${value}`), value, label })),
      };
    }),
  );
}

/** The six categories' specification definitions, as the issue lists them, in display order. */
export const SEED_SPEC_DEFINITIONS: readonly SeedSpecDefinition[] = buildDefinitions();
