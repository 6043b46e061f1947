import { createFileRoute, notFound } from '@tanstack/react-router';
import { ComingSoon } from '../../components/account/ComingSoon';
import { findProfileSection } from '../../components/account/profile-sections';

export const Route = createFileRoute('/perfil/$section')({
  // Loader in its own chunk, fetched beside the page's: its queries stay out of the other pages' download.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['pendingComponent'], ['notFoundComponent']],
  loader: ({ params }) => {
    const section = findProfileSection(params.section);
    if (!section) throw notFound();
    return { title: section.label, description: section.description };
  },
  component: ProfileSectionPage,
});

function ProfileSectionPage() {
  const { title, description } = Route.useLoaderData();
  return <ComingSoon title={title} description={description} />;
}
