export function ShopBanner({ title }: { title: string }) {
  return (
    <section aria-labelledby="shop-title" className="page-banner shop-banner">
      <div className="page-container shop-banner__frame">
        <p className="kicker shop-banner__kicker">Loja OneBoss</p>
        <h1 id="shop-title" className="shop-banner__title">
          {title}
        </h1>
        <p className="shop-banner__lead">Bens de alto padrão selecionados para quem não abre mão do extraordinário.</p>
      </div>
    </section>
  );
}
