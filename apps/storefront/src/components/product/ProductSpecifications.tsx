import { formatLocation, productCode, stockLabel, type SpecGroup } from '@oneboss/domain';
import type { ProductDetail } from '@oneboss/data/catalogue';

type Row = { key: string; label: string; value: string };

/** One group's terms and values (product-tabs.css): a term beside its value from sm, above it on a phone. */
function SpecGroupList({ title, rows }: { title: string; rows: Row[] }) {
  return (
    <div>
      <h3 className="spec-group__title">{title}</h3>
      <dl className="spec-group__list">
        {rows.map((row) => (
          <div key={row.key} className="spec-group__row">
            <dt className="spec-group__term">{row.label}</dt>
            <dd className="spec-group__value" data-spec={row.key}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The Especificações tab: the listing's typed specs under their groups ("Geral" for the ungrouped),
 * then the listing itself: where it is, its category, availability and code.
 */
export function ProductSpecifications({ product, groups }: { product: ProductDetail; groups: SpecGroup[] }) {
  const listing: Row[] = [
    ...(product.location ? [{ key: 'localizacao', label: 'Localização', value: formatLocation(product.location) }] : []),
    { key: 'categoria', label: 'Categoria', value: product.category?.name ?? '—' },
    { key: 'subcategoria', label: 'Subcategoria', value: product.subcategory?.name ?? '—' },
    { key: 'caracteristica', label: 'Característica', value: product.attributeName ?? '—' },
    {
      key: 'disponibilidade',
      label: 'Disponibilidade',
      value: `${stockLabel(product.stockQuantity)}${product.stockQuantity > 0 ? ` (${product.stockQuantity})` : ''}`,
    },
    { key: 'codigo', label: 'Código', value: productCode(product.id) },
  ];
  return (
    <div className="spec-groups">
      {groups.map((group) => (
        <SpecGroupList
          key={group.label}
          title={group.label}
          rows={group.specs.map((spec) => ({ key: spec.definition.key, label: spec.definition.label, value: spec.text }))}
        />
      ))}
      <SpecGroupList title="Anúncio" rows={listing} />
    </div>
  );
}
