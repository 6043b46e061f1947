import { CATEGORY_MESSAGES, type Category } from '@oneboss/domain';
import { ItemPanel } from './ItemPanel';
import { SlugNameForm } from './SlugNameForm';
import { subcategoryFormSchema } from './formSchemas';
import type { CategoryActions } from './useCategoryActions';

const MESSAGES = { success: CATEGORY_MESSAGES.subcategoryAdded, failure: CATEGORY_MESSAGES.addSubcategoryFailed };

interface SubcategoryPanelProps {
  category: Category;
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions: CategoryActions;
  hideHeader: boolean;
}

export function SubcategoryPanel({ category, selectedId, onSelect, actions, hideHeader }: SubcategoryPanelProps) {
  const subcategories = category.subcategories ?? [];
  return (
    <ItemPanel
      hideHeader={hideHeader}
      title="Subcategorias"
      subheader={category.name}
      items={subcategories}
      nameOf={(subcategory) => subcategory.name}
      detailOf={(subcategory) => subcategory.type}
      emptyText="Nenhuma subcategoria cadastrada"
      selectedId={selectedId}
      onSelect={onSelect}
      addForm={
        <SlugNameForm
          key={category.id}
          resource="subcategories"
          schema={subcategoryFormSchema(subcategories)}
          toRecord={({ name, slug }) => ({ categoryId: category.id, name, type: slug })}
          messages={MESSAGES}
          nameLabel="Nova subcategoria"
          slugLabel="Identificador (slug)"
          submitLabel="Adicionar subcategoria"
        />
      }
      renameLabel="Nome da subcategoria"
      onRename={actions.renameSubcategory}
      onDelete={actions.removeSubcategory}
      confirmTitle="Remover subcategoria"
      confirmText={(name) => `A subcategoria "${name}" será removida com seus valores.`}
    />
  );
}
