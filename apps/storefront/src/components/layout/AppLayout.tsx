import type { ReactNode } from 'react';
import { CompareTray } from '../compare/CompareTray';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <div className="app-layout">
      <a className="skip-link" href="#conteudo">
        Pular para o conteúdo
      </a>
      <NavigationProgress />
      <Header />
      <main id="conteudo" className="app-main">
        {children}
      </main>
      <Footer />
      <CompareTray />
      <BottomBar />
    </div>
  );
}
