import type { Category } from '@oneboss/domain';
import { ItemPanel } from './ItemPanel';
import { SlugNameForm } from './SlugNameForm';
import { categoryFormSchema } from './formSchemas';
import type { CategoryActions } from './useCategoryActions';

interface CategoryPanelProps {
  categories: readonly Category[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions: CategoryActions;
  hideHeader: boolean;
}

export function CategoryPanel({ categories, selectedId, onSelect, actions, hideHeader }: CategoryPanelProps) {
  const byId = new Map(categories.map((category) => [category.id, category]));
  return (
    <ItemPanel
      hideHeader={hideHeader}
      title="Categorias"
      items={categories.map((category) => ({ id: category.id, name: category.name, detail: category.value }))}
      emptyText="Nenhuma categoria cadastrada"
      selectedId={selectedId}
      onSelect={onSelect}
      addForm={
        <SlugNameForm
          schema={categoryFormSchema}
          nameLabel="Nova categoria"
          slugLabel="Identificador (slug)"
          submitLabel="Adicionar categoria"
          onSubmit={actions.addCategory}
        />
      }
      renameLabel="Nome da categoria"
      onRename={(item, name) => actions.renameCategory(byId.get(item.id) as Category, name)}
      onDelete={(item) => actions.removeCategory(byId.get(item.id) as Category)}
      deleteLocked={actions.removingCategory}
      confirmTitle="Remover categoria"
      confirmText={(item) => `A categoria "${item.name}" será removida com suas subcategorias e valores.`}
    />
  );
}
