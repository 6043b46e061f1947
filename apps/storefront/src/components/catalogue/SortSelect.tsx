import type { ShopOrder, ShopSearch } from '@oneboss/domain';
import { useId, type FormEvent } from 'react';
import { useAfterHydration } from '../../hooks/use-after-hydration';
import { ChevronRightIcon } from '../ui/PageIcons';
import { ChevronDownIcon } from './ShopIcons';

/**
 * The server sorts the whole result (libs/data), so a page is always a slice of one order.
 * `options`: the shop's own orders and those of the category's sortable specifications. A GET
 * form carrying the other filters (`kept`), so the order also changes before the page's script
 * has run, with its 'Ordenar' button; once hydrated a choice applies at once and the button goes.
 * The button sits where the select's arrow is, so its going moves nothing on the page (a wider
 * form had wrapped below the result count on a phone and came back up once hydrated). A native
 * select with static classes (sort-select.css): it renders with every shop page.
 */
export function SortSelect({
  value,
  options,
  kept,
  onChange,
}: {
  value: ShopOrder;
  options: ReadonlyArray<{ value: ShopOrder; label: string }>;
  kept: ShopSearch;
  onChange: (sort: ShopOrder) => void;
}) {
  const id = useId();
  const hydrated = useAfterHydration();
  const choose = (chosen: string) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option) onChange(option.value);
  };
  return (
    <form
      method="get"
      aria-label="Ordenar produtos"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        choose(String(new FormData(event.currentTarget).get('sort')));
      }}
    >
      <div className="sort-select">
        {/* Named for screen readers everywhere; shown from the sm breakpoint, where the result count leaves it room. */}
        <label htmlFor={id} className="sort-select__label visually-hidden-below-sm">
          Ordenar por
        </label>
        <div className="sort-select__control">
          <select id={id} name="sort" value={value} className="field field--select-sm sort-select__field" onChange={(event) => choose(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {hydrated ? (
            <span className="sort-select__indicator">
              <ChevronDownIcon boxSize="4" />
            </span>
          ) : (
            <button type="submit" aria-label="Ordenar" title="Ordenar" className="button button--sm button--icon button--ghost sort-select__submit">
              <ChevronRightIcon boxSize="4" />
            </button>
          )}
        </div>
        {Object.entries(kept).map(([name, keptValue]) => (
          <input key={name} type="hidden" name={name} value={String(keptValue)} />
        ))}
      </div>
    </form>
  );
}

