import { HeartIcon } from '../ui/PageIcons';
import { useFavouriteToggle } from './FavouriteButton';

/** A card's heart: a button of its own beside the card's link, not inside it (product-card.css). */
export function CardHeart({ productId, name }: { productId: string; name: string }) {
  const { favourite, busy, toggle, label } = useFavouriteToggle(productId);
  return (
    <button type="button" className="product-card__heart" aria-label={`${label}: ${name}`} aria-pressed={favourite} disabled={busy} onClick={() => void toggle()}>
      <span>
        <HeartIcon boxSize="4" fill={favourite ? 'currentColor' : 'none'} />
      </span>
    </button>
  );
}
