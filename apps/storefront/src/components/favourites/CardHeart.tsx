import { chakra } from '@chakra-ui/react';
import { HeartIcon } from '../ui/PageIcons';
import { useFavouriteToggle } from './FavouriteButton';

// Static styles, built once for every card (hydration cost, issue 34): a 44 px target with a
// 36 px visible disc, above the card's picture.
const heartStyle = {
  position: 'absolute',
  top: '1',
  right: '1',
  zIndex: '1',
  display: 'grid',
  placeItems: 'center',
  boxSize: '11',
  cursor: 'pointer',
  color: 'fg',
  bg: 'transparent',
  '& > span': { display: 'grid', placeItems: 'center', boxSize: '9', rounded: 'full', bg: 'rgba(11, 11, 12, 0.72)', borderWidth: '1px', borderColor: 'border.muted' },
  '&[aria-pressed=true]': { color: 'gold.fg' },
  '&:hover > span': { borderColor: 'gold.border' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'gold.solid', outlineOffset: '-2px', rounded: 'full' },
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
} as const;

/** A card's heart: a button of its own beside the card's link, not inside it. */
export function CardHeart({ productId, name }: { productId: string; name: string }) {
  const { favourite, busy, toggle, label } = useFavouriteToggle(productId);
  return (
    <chakra.button type="button" css={heartStyle} aria-label={`${label}: ${name}`} aria-pressed={favourite} disabled={busy} onClick={() => void toggle()}>
      <span>
        <HeartIcon boxSize="4" fill={favourite ? 'currentColor' : 'none'} />
      </span>
    </chakra.button>
  );
}
