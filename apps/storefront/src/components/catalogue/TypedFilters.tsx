import {
  BRAZILIAN_STATES,
  comparePtBr,
  PRICE_PARAM,
  REDUCED_PARAM,
  SPEC_UNITS,
  isRangeSpec,
  isSpecFilter,
  rangeField,
  type BooleanFacet,
  type NumberRange,
  type OptionFacet,
  type RangeFacet,
  type ShopFacets,
  type ShopFilters,
  type ShopSearch,
  type SpecDefinition,
  type SpecFilter,
} from '@oneboss/domain';
import type { FormEvent, ReactNode } from 'react';
import { FilterChoice } from './FilterChoice';
import { fieldNumber, rangeText, type RangeSubject } from './filter-values';

/** The filter form's parts that only the shop page knows. */
export interface TypedFilterProps {
  /** Where the form sends its GET: the shop page of the category (or the seller's page). */
  action: string;
  /** The page's URL parameters at page 1, of which the form carries those it has no field for. */
  kept: ShopSearch;
  /** The category's specification definitions. */
  specs: readonly SpecDefinition[];
  facets: ShopFacets | undefined;
  /** The filters a submitted form stands for (the same reading the server gives its GET). */
  readForm: (form: HTMLFormElement) => ShopFilters;
  apply: (next: ShopFilters) => void;
}

/** Cities listed before 'Mais cidades'. */
const CITIES_SHOWN = 8;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="filter-group__title">{title}</legend>
      {children}
    </fieldset>
  );
}

/** Min and max fields of a range; pt-BR numbers welcome ("1.250.000", "13,7"). The available values are the placeholders. */
function RangeInputs({ title, param, range, facet, subject }: { title: string; param: string; range: NumberRange | undefined; facet: RangeFacet | undefined; subject: RangeSubject }) {
  const available = facet && facet.min !== null && facet.max !== null ? { min: facet.min, max: facet.max } : null;
  return (
    <Section title={title}>
      <div className="filter-range">
        {(['min', 'max'] as const).map((side) => (
          <input
            // A new value from the URL (a chip removed, filters cleared) replaces what was typed.
            key={`${side}:${range?.[side] ?? ''}`}
            name={rangeField(param, side)}
            aria-label={`${title}: ${side === 'min' ? 'de' : 'até'}`}
            inputMode="decimal"
            autoComplete="off"
            className="field field--sm"
            defaultValue={fieldNumber(range?.[side], subject)}
            placeholder={available ? fieldNumber(available[side], subject) : side === 'min' ? 'De' : 'Até'}
          />
        ))}
      </div>
      {available && (
        <p className="filter-note" data-testid={`disponivel-${param}`}>
          Disponível: {rangeText(available, subject)}
        </p>
      )}
    </Section>
  );
}

function OptionChoices({ definition, selected, facet }: { definition: SpecDefinition; selected: string[]; facet: OptionFacet[] | undefined }) {
  const counts = new Map((facet ?? []).map((option) => [option.value, option.count]));
  return (
    <Section title={definition.label}>
      {definition.options.map((option) => (
        <FilterChoice
          key={option.value}
          type="checkbox"
          name={definition.key}
          value={option.value}
          label={option.label}
          count={facet ? (counts.get(option.value) ?? 0) : undefined}
          checked={selected.includes(option.value)}
        />
      ))}
    </Section>
  );
}

function BooleanChoices({ definition, selected, facet }: { definition: SpecDefinition; selected: boolean | undefined; facet: BooleanFacet | undefined }) {
  return (
    <Section title={definition.label}>
      <FilterChoice type="radio" name={definition.key} value="" label="Indiferente" checked={selected === undefined} />
      <FilterChoice type="radio" name={definition.key} value="sim" label="Sim" count={facet?.true} checked={selected === true} />
      <FilterChoice type="radio" name={definition.key} value="nao" label="Não" count={facet?.false} checked={selected === false} />
    </Section>
  );
}

function SpecFilterField({ definition, filter, facet }: { definition: SpecDefinition; filter: SpecFilter | undefined; facet: ShopFacets['specs'][string] | undefined }) {
  if (isRangeSpec(definition)) {
    const unit = definition.unit ? ` (${SPEC_UNITS[definition.unit].symbol})` : '';
    return (
      <RangeInputs
        title={`${definition.label}${unit}`}
        param={definition.key}
        range={filter !== undefined && typeof filter === 'object' && !Array.isArray(filter) ? filter : undefined}
        facet={facet !== undefined && 'min' in facet ? facet : undefined}
        subject={{ kind: 'spec', definition }}
      />
    );
  }
  if (definition.type === 'boolean') {
    return <BooleanChoices definition={definition} selected={typeof filter === 'boolean' ? filter : undefined} facet={facet !== undefined && 'true' in facet ? facet : undefined} />;
  }
  return <OptionChoices definition={definition} selected={Array.isArray(filter) ? filter : []} facet={Array.isArray(facet) ? facet : undefined} />;
}


/**
 * The specifications a buyer filters by here: the category's filterable ones, those of one
 * subcategory only while no other subcategory is chosen, in their display order.
 */
function shownSpecs(specs: readonly SpecDefinition[], filters: ShopFilters): SpecDefinition[] {
  return specs
    .filter(isSpecFilter)
    .filter((d) => d.subcategoryId === null || filters.subcategoryIds.length === 0 || filters.subcategoryIds.includes(d.subcategoryId))
    .sort((a, b) => a.position - b.position);
}

const STATE_NAMES = new Map<string, string>(BRAZILIAN_STATES.map((state) => [state.code, state.name]));

function LocationChoices({ filters, facets }: { filters: ShopFilters; facets: ShopFacets | undefined }) {
  const ufs = filters.ufs ?? [];
  const ufCounts = new Map((facets?.uf ?? []).map((uf) => [uf.value, uf.count]));
  const ufList = [...new Set([...ufCounts.keys(), ...ufs])].sort((a, b) => comparePtBr(STATE_NAMES.get(a) ?? a, STATE_NAMES.get(b) ?? b));
  const cityIds = filters.cityIds ?? [];
  const cities = [...(facets?.cities ?? [])].sort((a, b) => b.count - a.count || comparePtBr(a.name, b.name));
  const listed = new Set(cities.map((city) => city.id));
  // A chosen city no product of the other filters is in still shows, so the form keeps it.
  const chosenElsewhere = cityIds.filter((id) => !listed.has(id));
  const cityChoice = (city: { id: number; name: string; uf: string; count?: number }) => (
    <FilterChoice key={city.id} type="checkbox" name="cidade" value={String(city.id)} label={`${city.name} - ${city.uf}`} count={city.count} checked={cityIds.includes(city.id)} />
  );
  const first = cities.slice(0, CITIES_SHOWN);
  const rest = cities.slice(CITIES_SHOWN);
  return (
    <>
      {ufList.length > 0 && (
        <Section title="Estado">
          {ufList.map((uf) => (
            <FilterChoice key={uf} type="checkbox" name="uf" value={uf} label={STATE_NAMES.get(uf) ?? uf} count={facets ? (ufCounts.get(uf) ?? 0) : undefined} checked={ufs.includes(uf)} />
          ))}
        </Section>
      )}
      {cities.length + chosenElsewhere.length > 0 && (
        <Section title="Cidade">
          {chosenElsewhere.map((id) => cityChoice({ id, name: `Cidade ${id}`, uf: '', count: 0 }))}
          {first.map(cityChoice)}
          {rest.length > 0 && (
            // A disclosure the browser runs itself: the long list opens before the page's script has.
            <details className="filter-more" open={rest.some((city) => cityIds.includes(city.id)) || undefined}>
              <summary>Mais cidades ({rest.length})</summary>
              <div className="filter-more__list">{rest.map(cityChoice)}</div>
            </details>
          )}
        </Section>
      )}
    </>
  );
}

/**
 * What the form carries unchanged: the search, the category where the query names it (a seller's
 * page), subcategories, attributes and order (a new filter starts at page 1).
 */
function keptParams(kept: ShopSearch): Array<[string, string]> {
  const { search, category, subcategories, attributes, sort } = kept;
  return Object.entries({ search, category, subcategories, attributes, sort })
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, String(value)]);
}

/**
 * Price, the category's specifications, UF and city: a real GET form to the category's shop page,
 * so it works before (or without) the page's script, its URL then answered 301 with the canonical
 * one. With the script, the same form changes the URL in place: a ticked box at once, the ranges
 * with 'Aplicar Filtros' or Enter. `ownSubmit`: whether it shows its own button (the phone's sheet
 * has one in its footer).
 */
export function TypedFilters({ formId, filters, typed, ownSubmit }: { formId: string; filters: ShopFilters; typed: TypedFilterProps; ownSubmit: boolean }) {
  const { action, kept, specs, facets, readForm, apply } = typed;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(readForm(event.currentTarget));
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.type === 'checkbox' || target.type === 'radio') event.currentTarget.requestSubmit();
  };
  return (
    <form id={formId} method="get" action={action} onSubmit={onSubmit} onChange={onChange} aria-label="Filtrar produtos" className="filter-form">
      {keptParams(kept).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <RangeInputs title="Preço (R$)" param={PRICE_PARAM} range={filters.price} facet={facets?.price} subject={{ kind: 'price' }} />
      <Section title="Ofertas">
        <FilterChoice type="checkbox" name={REDUCED_PARAM} value="1" label="Preço reduzido" count={facets?.reduced} checked={filters.reduced === true} />
      </Section>
      {shownSpecs(specs, filters).map((definition) => (
        <SpecFilterField key={definition.id} definition={definition} filter={filters.specs?.[definition.key]} facet={facets?.specs[definition.key]} />
      ))}
      <LocationChoices filters={filters} facets={facets} />
      {ownSubmit && (
        <div className="filter-form__submit">
          <button type="submit" className="button button--solid">
            Aplicar Filtros
          </button>
        </div>
      )}
    </form>
  );
}
