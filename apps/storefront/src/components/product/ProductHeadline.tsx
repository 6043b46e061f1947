import { formatLocation, type ListingLocation, type ShownSpec } from '@oneboss/domain';
import { MapPinIcon } from '../ui/PageIcons';

/** Beside the price: the listing's headline specs (label over value) and where it is. */
export function ProductHeadline({ specs, location }: { specs: ShownSpec[]; location: ListingLocation | null }) {
  return (
    <>
      {specs.length > 0 && (
        <dl className="product-headline">
          {specs.map((spec) => (
            <div key={spec.definition.key}>
              <dt className="product-headline__term">{spec.definition.label}</dt>
              <dd className="product-headline__detail" data-spec={spec.definition.key}>
                {spec.text}
              </dd>
            </div>
          ))}
        </dl>
      )}
      {location && (
        <div className="product-headline__location">
          <MapPinIcon boxSize="4" color="gold.fg" />
          <p data-testid="product-location">{formatLocation(location)}</p>
        </div>
      )}
    </>
  );
}
