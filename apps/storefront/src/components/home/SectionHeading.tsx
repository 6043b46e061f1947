/** A home section's heading: kicker, title, a gold rule and the subtitle (home-sections.css). */
export function SectionHeading({ kicker, title, subtitle, id }: { kicker?: string; title: string; subtitle?: string; id?: string }) {
  return (
    <div className="section-heading">
      {kicker && <p className="kicker">{kicker}</p>}
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      <div className="section-heading__rule" />
      {subtitle && <p className="section-heading__subtitle">{subtitle}</p>}
    </div>
  );
}
