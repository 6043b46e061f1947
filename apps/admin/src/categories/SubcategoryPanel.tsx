import type { Category, Subcategory } from '@oneboss/domain';
import { ItemPanel } from './ItemPanel';
import { SlugNameForm } from './SlugNameForm';
import { subcategoryFormSchema } from './formSchemas';
import type { CategoryActions } from './useCategoryActions';

interface SubcategoryPanelProps {
  category: Category;
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions: CategoryActions;
  hideHeader: boolean;
}

export function SubcategoryPanel({ category, selectedId, onSelect, actions, hideHeader }: SubcategoryPanelProps) {
  const subcategories = category.subcategories ?? [];
  const byId = new Map(subcategories.map((subcategory) => [subcategory.id, subcategory]));
  return (
    <ItemPanel
      hideHeader={hideHeader}
      title="Subcategorias"
      subheader={category.name}
      items={subcategories.map((subcategory) => ({ id: subcategory.id, name: subcategory.name, detail: subcategory.type }))}
      emptyText="Nenhuma subcategoria cadastrada"
      selectedId={selectedId}
      onSelect={onSelect}
      addForm={
        <SlugNameForm
          key={category.id}
          schema={subcategoryFormSchema(subcategories)}
          nameLabel="Nova subcategoria"
          slugLabel="Identificador (slug)"
          submitLabel="Adicionar subcategoria"
          onSubmit={(values) => actions.addSubcategory(category, values)}
        />
      }
      renameLabel="Nome da subcategoria"
      onRename={(item, name) => actions.renameSubcategory(byId.get(item.id) as Subcategory, name)}
      onDelete={(item) => actions.removeSubcategory(byId.get(item.id) as Subcategory)}
      confirmTitle="Remover subcategoria"
      confirmText={(item) => `A subcategoria "${item.name}" será removida com seus valores.`}
    />
  );
}
