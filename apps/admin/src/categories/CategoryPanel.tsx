import { CATEGORY_MESSAGES, type Category } from '@oneboss/domain';
import { ItemPanel } from './ItemPanel';
import { SlugNameForm } from './SlugNameForm';
import { categoryFormSchema } from './formSchemas';
import type { CategoryActions } from './useCategoryActions';

const MESSAGES = { success: CATEGORY_MESSAGES.added, failure: CATEGORY_MESSAGES.addFailed };

interface CategoryPanelProps {
  categories: readonly Category[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions: CategoryActions;
  hideHeader: boolean;
}

export function CategoryPanel({ categories, selectedId, onSelect, actions, hideHeader }: CategoryPanelProps) {
  return (
    <ItemPanel
      hideHeader={hideHeader}
      title="Categorias"
      items={categories}
      nameOf={(category) => category.name}
      detailOf={(category) => category.value}
      emptyText="Nenhuma categoria cadastrada"
      selectedId={selectedId}
      onSelect={onSelect}
      addForm={
        <SlugNameForm
          resource="categories"
          schema={categoryFormSchema(categories)}
          toRecord={({ name, slug }) => ({ name, value: slug })}
          messages={MESSAGES}
          nameLabel="Nova categoria"
          slugLabel="Identificador (slug)"
          submitLabel="Adicionar categoria"
        />
      }
      renameLabel="Nome da categoria"
      onRename={actions.renameCategory}
      onDelete={actions.removeCategory}
      deleteLocked={actions.removingCategory}
      confirmTitle="Remover categoria"
      confirmText={(name) => `A categoria "${name}" será removida com suas subcategorias e valores.`}
    />
  );
}
