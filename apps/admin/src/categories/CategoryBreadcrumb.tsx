import { Breadcrumbs, Link, Typography } from '@mui/material';
import type { Category, Subcategory } from '@oneboss/domain';
import type { CategoryTab } from './categorySelection';

interface CategoryBreadcrumbProps {
  category: Category | null;
  subcategory: Subcategory | null;
  onNavigate: (tab: CategoryTab) => void;
}

/** Mobile path "Categorias › category › subcategory"; each earlier step opens its sub-tab. */
export function CategoryBreadcrumb({ category, subcategory, onNavigate }: CategoryBreadcrumbProps) {
  const steps: { tab: CategoryTab; label: string }[] = [{ tab: 'categories', label: 'Categorias' }];
  if (category) steps.push({ tab: 'subcategories', label: category.name });
  if (category && subcategory) steps.push({ tab: 'values', label: subcategory.name });

  return (
    <Breadcrumbs aria-label="Caminho" sx={{ px: 0.5 }}>
      {steps.map((step, index) =>
        index === steps.length - 1 ? (
          <Typography key={step.tab} color="text.primary" fontWeight={600} aria-current="location">
            {step.label}
          </Typography>
        ) : (
          <Link key={step.tab} component="button" type="button" underline="hover" color="inherit" onClick={() => onNavigate(step.tab)}>
            {step.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}
