import { useEffect } from 'react';
import { Box, Card, CardContent, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import { CATEGORY_MESSAGES, type Category } from '@oneboss/domain';
import { useIsMobile } from '../shared/useIsMobile';
import { useToast } from '../ui/toast';
import { AttributePanel } from './AttributePanel';
import { CategoryBreadcrumb } from './CategoryBreadcrumb';
import { CategoryPanel } from './CategoryPanel';
import { CategorySearchTermsForm } from './CategorySearchTermsForm';
import { LoadError } from '../shared/LoadError';
import { SubcategoryPanel } from './SubcategoryPanel';
import { SpecDefinitionsPanel } from './SpecDefinitionsPanel';
import { CATEGORY_TABS, CATEGORY_TAB_LABELS, isTabEnabled, selectedCategory, selectedSubcategory } from './categorySelection';
import { errorText } from '../shared/errorText';
import { useCategoryActions } from './useCategoryActions';
import { useCategorySelection } from './useCategorySelection';
import { useCategoryTree } from './useCategoryTree';

/**
 * Categorias tab: categories › subcategories › values (attributes) in three columns with the
 * category's spec definitions below, or four sub-tabs on a phone.
 */
export function CategoriesTab() {
  const tree = useCategoryTree();
  const toast = useToast();
  const mobile = useIsMobile();

  useEffect(() => {
    if (tree.isError) toast(CATEGORY_MESSAGES.loadFailed, { variant: 'error', description: errorText(tree.error) });
  }, [tree.isError, tree.error, toast]);

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h5" fontWeight={700}>
        Categorias
      </Typography>
      {tree.isError ? (
        <LoadError title={CATEGORY_MESSAGES.loadFailed} message={errorText(tree.error)} retrying={tree.isFetching} onRetry={() => void tree.refetch()} />
      ) : tree.data ? (
        <CategoryManager categories={tree.data} mobile={mobile} />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Carregando categorias" />
        </Box>
      )}
    </Stack>
  );
}

function CategoryManager({ categories, mobile }: { categories: Category[]; mobile: boolean }) {
  const actions = useCategoryActions();
  const { selection, selectCategory, selectSubcategory, showTab } = useCategorySelection(categories);
  const category = selectedCategory(categories, selection);
  const subcategory = selectedSubcategory(category, selection);

  const categoryPanel = (
    <CategoryPanel categories={categories} selectedId={category?.id ?? null} onSelect={(id) => selectCategory(id, mobile)} actions={actions} hideHeader={mobile} />
  );
  const subcategoryPanel = category ? (
    <SubcategoryPanel category={category} selectedId={subcategory?.id ?? null} onSelect={(id) => selectSubcategory(id, mobile)} actions={actions} hideHeader={mobile} />
  ) : (
    <Hint text="Selecione uma categoria para ver suas subcategorias." />
  );
  const specsPanel = category ? (
    <Stack spacing={2}>
      <CategorySearchTermsForm key={`${category.id}:${(category.searchTerms ?? []).join(',')}`} category={category} actions={actions} />
      <SpecDefinitionsPanel category={category} hideHeader={mobile} />
    </Stack>
  ) : (
    <Hint text="Selecione uma categoria para ver suas especificações." />
  );
  const attributePanel = subcategory ? (
    <AttributePanel subcategory={subcategory} actions={actions} hideHeader={mobile} />
  ) : (
    <Hint text="Selecione uma subcategoria para ver seus valores." />
  );

  if (!mobile) {
    return (
      <Stack spacing={2}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 2, alignItems: 'start' }}>
          {categoryPanel}
          {subcategoryPanel}
          {attributePanel}
        </Box>
        {category && specsPanel}
      </Stack>
    );
  }

  const panels = { categories: categoryPanel, subcategories: subcategoryPanel, values: attributePanel, specs: specsPanel };
  return (
    <Stack spacing={1.5}>
      <Tabs value={selection.tab} onChange={(_, tab) => showTab(tab)} variant="scrollable" allowScrollButtonsMobile aria-label="Níveis do catálogo">
        {CATEGORY_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={CATEGORY_TAB_LABELS[tab]} disabled={!isTabEnabled(tab, selection)} sx={{ minWidth: 0, px: 1.5 }} />
        ))}
      </Tabs>
      <CategoryBreadcrumb category={category} subcategory={subcategory} onNavigate={showTab} />
      <div role="tabpanel" aria-label={CATEGORY_TAB_LABELS[selection.tab]}>
        {panels[selection.tab]}
      </div>
    </Stack>
  );
}

function Hint({ text }: { text: string }) {
  return (
    <Card variant="outlined" sx={{ borderStyle: 'dashed' }}>
      <CardContent>
        <Typography color="text.secondary" variant="body2" sx={{ textAlign: 'center', py: 4 }}>
          {text}
        </Typography>
      </CardContent>
    </Card>
  );
}
