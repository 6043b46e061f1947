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

/** A card's 'Comparar': a button of its own beside the card's link, not inside it (product-card.css). */
export function CardCompareToggle({ choice }: { choice: CompareChoice }) {
  const { chosen, toggle } = useCompareToggle(choice);
  return (
    <button type="button" className="product-card__compare" aria-pressed={chosen} aria-label={`Comparar: ${choice.name}`} onClick={toggle}>
      <span>
        <CompareIcon boxSize="3.5" />
        {chosen ? 'Comparando' : 'Comparar'}
      </span>
    </button>
  );
}

/** The product page's 'Comparar' (static classes: it is on the page's first screen). */
export function CompareButton({ choice }: { choice: CompareChoice }) {
  const { chosen, toggle } = useCompareToggle(choice);
  return (
    <button
      type="button"
      className={`button button--lg button--pill product-info__wide-button ${chosen ? 'button--solid' : 'button--outline'}`}
      aria-pressed={chosen}
      onClick={toggle}
    >
      <CompareIcon /> {chosen ? 'Comparando' : 'Comparar'}
    </button>
  );
}
