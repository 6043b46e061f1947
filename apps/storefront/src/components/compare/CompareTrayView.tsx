import { COMPARE_MAX, type CompareChoice } from '@oneboss/domain';
import { Link } from '@tanstack/react-router';
import { CloseIcon } from '../ui/Icons';
import { clearCompare, compareSearch, removeFromCompare } from './compare-store';
import './compare-tray.css';

/**
 * The listings chosen to compare, fixed at the foot of the screen (above the phone's bottom bar and
 * a product's contact bar), with 'Comparar' and a remove per listing. Static classes
 * (compare-tray.css, button.css): a visitor's first 'Comparar' builds no styling system.
 */
export function CompareTrayView({ choices }: { choices: CompareChoice[] }) {
  return (
    <div data-compare-tray="" role="region" aria-label="Comparação" className="compare-tray">
      <div className="compare-tray__row">
        <div className="compare-tray__choices">
          {choices.map((choice) => (
            <div key={choice.id} className="compare-tray__choice">
              <img src={choice.imageUrl} alt={choice.name} title={choice.name} className="compare-tray__picture" />
              <button
                type="button"
                aria-label={`Remover da comparação: ${choice.name}`}
                className="button button--2xs button--solid button--pill button--icon compare-tray__remove"
                onClick={() => removeFromCompare(choice.id)}
              >
                <CloseIcon boxSize="3" />
              </button>
            </div>
          ))}
          <p className="compare-tray__note compare-tray__count">
            {choices.length}/{COMPARE_MAX}
          </p>
        </div>
        <div className="compare-tray__actions">
          {/* On a phone the row keeps its room for four pictures: each has its own remove. */}
          <button type="button" className="button button--sm button--ghost compare-tray__action compare-tray__clear" onClick={clearCompare}>
            Limpar
          </button>
          {choices.length >= 2 ? (
            <Link to="/comparar" search={compareSearch(choices)} className="button button--sm button--solid compare-tray__action">
              Comparar
            </Link>
          ) : (
            <p className="compare-tray__note compare-tray__hint">Escolha mais um para comparar</p>
          )}
        </div>
      </div>
    </div>
  );
}
