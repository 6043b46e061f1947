import { Button, chakra } from '@chakra-ui/react';
import type { CompareChoice } from '@oneboss/domain';
import { toaster } from '../ui/Toaster';
import { CompareIcon } from '../ui/PageIcons';
import { addToCompare, removeFromCompare, useCompareChoices } from './compare-store';

function useCompareToggle(choice: CompareChoice) {
  const chosen = useCompareChoices().some((c) => c.id === choice.id);
  const toggle = () => {
    if (chosen) return removeFromCompare(choice.id);
    const refused = addToCompare(choice);
    if (refused) toaster.create({ type: 'error', title: 'Não foi possível incluir na comparação', description: refused });
  };
  return { chosen, toggle };
}

// Static styles for every card: a pill under the heart, over the picture's right edge, its target 44 px tall.
const pillStyle = {
  position: 'absolute',
  top: '12',
  right: '1',
  zIndex: '1',
  display: 'flex',
  alignItems: 'center',
  minH: '11',
  px: '1',
  cursor: 'pointer',
  bg: 'transparent',
  color: 'fg',
  fontSize: 'xs',
  '& > span': { display: 'flex', alignItems: 'center', gap: '1.5', px: '2.5', py: '1', rounded: 'full', bg: 'rgba(11, 11, 12, 0.72)', borderWidth: '1px', borderColor: 'border.muted' },
  '&[aria-pressed=true] > span': { bg: 'gold.solid', color: 'gold.contrast', borderColor: 'gold.solid' },
  '&:hover > span': { borderColor: 'gold.border' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'gold.solid', outlineOffset: '-2px', rounded: 'full' },
} as const;

/** A card's 'Comparar': a button of its own beside the card's link, not inside it. */
export function CardCompareToggle({ choice }: { choice: CompareChoice }) {
  const { chosen, toggle } = useCompareToggle(choice);
  return (
    <chakra.button type="button" css={pillStyle} aria-pressed={chosen} aria-label={`Comparar: ${choice.name}`} onClick={toggle}>
      <span>
        <CompareIcon boxSize="3.5" />
        {chosen ? 'Comparando' : 'Comparar'}
      </span>
    </chakra.button>
  );
}

/** The product page's 'Comparar'. */
export function CompareButton({ choice }: { choice: CompareChoice }) {
  const { chosen, toggle } = useCompareToggle(choice);
  return (
    <Button variant={chosen ? 'solid' : 'outline'} colorPalette={chosen ? 'gold' : undefined} size="lg" rounded="full" flex="1" aria-pressed={chosen} onClick={toggle}>
      <CompareIcon /> {chosen ? 'Comparando' : 'Comparar'}
    </Button>
  );
}
