import { createFileRoute, notFound } from '@tanstack/react-router';
import { ComingSoon } from '../../components/account/ComingSoon';
import { findProfileSection } from '../../components/account/profile-sections';
import { env } from '../../env';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/$section')({
  loader: ({ params }) => {
    const section = findProfileSection(params.section);
    if (!section) throw notFound();
    return { title: section.label, description: section.description };
  },
  head: ({ loaderData, params }) =>
    loaderData
      ? pageHead({ title: `${loaderData.title} | OneBoss`, description: loaderData.description, url: `${env.siteUrl}/perfil/${params.section}`, noindex: true })
      : {},
  component: ProfileSectionPage,
});

function ProfileSectionPage() {
  const { title, description } = Route.useLoaderData();
  return <ComingSoon title={title} description={description} />;
}
