import { Link } from '@tanstack/react-router';

/** The 404 page, in static classes (layout.css): any unknown address gets it, often as a first visit. */
export function NotFound() {
  return (
    <div className="not-found">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Página não encontrada</h1>
      <Link to="/" className="button button--lg button--solid">
        Voltar para o início
      </Link>
    </div>
  );
}
