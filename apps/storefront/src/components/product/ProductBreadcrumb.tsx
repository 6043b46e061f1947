import { Breadcrumb } from '@chakra-ui/react';
import { breadcrumbSlotRecipe } from '@chakra-ui/react/theme';
import { Link } from '@tanstack/react-router';

// A finger's target is 44 px tall at least, however small the text.
const linkStyle = { color: 'fg.muted', _hover: { color: 'gold.fg' }, display: 'inline-flex', alignItems: 'center', minH: '11' } as const;

export function ProductBreadcrumb({ name, category }: { name: string; category?: { name: string; value: string } }) {
  return (
    <Breadcrumb.Root recipe={breadcrumbSlotRecipe} size="sm" aria-label="Trilha de navegação">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild css={linkStyle}>
            <Link to="/">Início</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator />
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild css={linkStyle}>
            <Link to="/loja">Loja</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {category && (
          <>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild css={linkStyle}>
                <Link to="/loja/$categorySlug" params={{ categorySlug: category.value }}>
                  {category.name}
                </Link>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
          </>
        )}
        <Breadcrumb.Separator />
        <Breadcrumb.Item minW="0">
          <Breadcrumb.CurrentLink color="fg" truncate maxW={{ base: '48', md: 'md' }}>
            {name}
          </Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
