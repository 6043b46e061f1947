import type { ReactNode } from 'react';

/** A titled column of the footer's links. */
export function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      {children}
    </div>
  );
}
