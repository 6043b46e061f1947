import { ResultsError } from './ProductGrid';
import './shop-states.css';

/** The shop could not start (the category tree failed after its retries). */
export function ShopError() {
  return (
    <div className="page-container shop-error">
      <ResultsError />
    </div>
  );
}
