import { Link } from '@tanstack/react-router';
import { DiamondIcon } from '../ui/Icons';

export function Logo() {
  return (
    <Link to="/" aria-label="OneBoss - página inicial">
      <div className="logo">
        <DiamondIcon boxSize="6" />
        <span className="logo__name">
          One<span className="logo__accent">Boss</span>
        </span>
      </div>
    </Link>
  );
}
