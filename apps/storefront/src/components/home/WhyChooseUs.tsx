import type { ComponentType } from 'react';
import { DiamondIcon, type LineIconProps } from '../ui/Icons';
import { HeadsetIcon, SealIcon } from '../ui/AssuranceIcons';
import { ShieldIcon } from '../ui/PageIcons';
import { SectionHeading } from './SectionHeading';

const VALUES: { title: string; text: string; icon: ComponentType<LineIconProps> }[] = [
  {
    title: 'Curadoria exclusiva',
    text: 'Cada peça é selecionada e avaliada por especialistas em bens de alto padrão.',
    icon: DiamondIcon,
  },
  {
    title: 'Autenticidade garantida',
    text: 'Procedência verificada e documentação conferida antes de cada anúncio.',
    icon: SealIcon,
  },
  {
    title: 'Negociação segura',
    text: 'Acompanhamos o contato com o vendedor do primeiro interesse ao fechamento.',
    icon: ShieldIcon,
  },
  {
    title: 'Atendimento dedicado',
    text: 'Consultores disponíveis para entender exatamente o que você procura.',
    icon: HeadsetIcon,
  },
];

export function WhyChooseUs() {
  return (
    <section aria-labelledby="why-title" className="home-section">
      <div className="page-container">
        <SectionHeading id="why-title" kicker="Excelência" title="Por que escolher a OneBoss" />
        <div className="four-up value-tiles">
          {VALUES.map(({ title, text, icon: ValueIcon }) => (
            <div key={title} className="value-tile">
              <div className="value-tile__icon">
                <ValueIcon boxSize="7" />
              </div>
              <h3 className="value-tile__title">{title}</h3>
              <p className="value-tile__text">{text}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
