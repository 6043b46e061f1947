import './product-card-skeleton.css';

export function ProductCardSkeleton() {
  return (
    <div className="product-card-skeleton" data-testid="product-card-skeleton">
      <span className="skeleton skeleton--picture" />
      <div className="product-card-skeleton__body">
        <span className="skeleton skeleton--eyebrow" />
        <div className="product-card-skeleton__lines">
          <span className="skeleton skeleton--line" />
          <span className="skeleton skeleton--line" />
        </div>
        <span className="skeleton skeleton--price" />
      </div>
    </div>
  );
}
