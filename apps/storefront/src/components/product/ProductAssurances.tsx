import type { ComponentType } from 'react';
import { type LineIconProps } from '../ui/Icons';
import { HeadsetIcon, SealIcon, TruckIcon } from '../ui/AssuranceIcons';
import { ShieldIcon } from '../ui/PageIcons';

const ITEMS: { title: string; text: string; icon: ComponentType<LineIconProps> }[] = [
  { title: 'Pagamento seguro', text: 'Transações protegidas e intermediadas', icon: ShieldIcon },
  { title: 'Produto autêntico', text: 'Procedência e documentação verificadas', icon: SealIcon },
  { title: 'Entrega especializada', text: 'Logística dedicada a bens de alto valor', icon: TruckIcon },
  { title: 'Suporte dedicado', text: 'Um especialista acompanha sua negociação', icon: HeadsetIcon },
];

/** Static classes (product-page.css): never hydrated, but drawn again on every page rendered in the browser. */
export function ProductAssurances() {
  return (
    <ul className="four-up product-assurances">
      {ITEMS.map(({ title, text, icon: ItemIcon }) => (
        <li key={title} className="product-assurances__item">
          <div className="product-assurances__icon">
            <ItemIcon boxSize="6" />
          </div>
          <div className="product-assurances__text">
            <p className="product-assurances__title">{title}</p>
            <p className="product-assurances__detail">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
