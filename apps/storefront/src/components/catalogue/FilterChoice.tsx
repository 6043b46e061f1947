import { formatCount } from './shop-facets';

/** The form reads its boxes when it is submitted (a tick submits it), so a box in it needs no handler of its own. */
const formReadsIt = () => undefined;

/**
 * A native box or radio of the filter panel, with its label and count (none while the counts are
 * loading). In the filter form it is named and the form reads it, so it works before the page's
 * script has run; a subcategory's or a value's box belongs to no form and changes the filters itself
 * (`onChange`). Either way it is controlled by the URL: a chip removed elsewhere unticks it.
 */
export function FilterChoice({
  type = 'checkbox',
  name,
  value,
  label,
  count,
  checked,
  onChange = formReadsIt,
}: {
  type?: 'checkbox' | 'radio';
  name?: string;
  value?: string;
  label: string;
  count?: number;
  checked: boolean;
  onChange?: () => void;
}) {
  return (
    <label className="filter-choice">
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} />
      <span className="filter-choice__label">{label}</span>
      {count !== undefined && <span className="filter-count">{formatCount(count)}</span>}
    </label>
  );
}
