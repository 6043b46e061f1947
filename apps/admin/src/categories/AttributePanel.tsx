import type { Subcategory } from '@oneboss/domain';
import { ItemPanel } from './ItemPanel';
import { AttributeForm } from './AttributeForm';
import type { CategoryActions } from './useCategoryActions';

interface AttributePanelProps {
  subcategory: Subcategory;
  actions: CategoryActions;
  hideHeader: boolean;
}

/** The "Valores" column: attributes of the selected subcategory. */
export function AttributePanel({ subcategory, actions, hideHeader }: AttributePanelProps) {
  const attributes = subcategory.attributes ?? [];
  return (
    <ItemPanel
      hideHeader={hideHeader}
      title="Valores"
      subheader={subcategory.name}
      items={attributes}
      nameOf={(attribute) => attribute.name}
      emptyText="Nenhum valor cadastrado"
      addForm={
<AttributeForm key={subcategory.id} subcategory={subcategory} />
      }
      renameLabel="Valor"
      onRename={actions.renameAttribute}
      onDelete={actions.removeAttribute}
      confirmTitle="Remover valor"
      confirmText={(name) => `O valor "${name}" será removido desta subcategoria.`}
    />
  );
}
