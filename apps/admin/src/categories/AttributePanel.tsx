import type { Attribute, Subcategory } from '@oneboss/domain';
import { ItemPanel } from './ItemPanel';
import { AttributeForm } from './AttributeForm';
import { attributeFormSchema } from './formSchemas';
import type { CategoryActions } from './useCategoryActions';

interface AttributePanelProps {
  subcategory: Subcategory;
  actions: CategoryActions;
  hideHeader: boolean;
}

/** The "Valores" column: attributes of the selected subcategory. */
export function AttributePanel({ subcategory, actions, hideHeader }: AttributePanelProps) {
  const attributes = subcategory.attributes ?? [];
  const byId = new Map(attributes.map((attribute) => [attribute.id, attribute]));
  return (
    <ItemPanel
      hideHeader={hideHeader}
      title="Valores"
      subheader={subcategory.name}
      items={attributes.map((attribute) => ({ id: attribute.id, name: attribute.name }))}
      emptyText="Nenhum valor cadastrado"
      addForm={
        <AttributeForm
          key={subcategory.id}
          schema={attributeFormSchema(attributes)}
          onSubmit={(name) => actions.addAttribute(subcategory, name)}
        />
      }
      renameLabel="Valor"
      onRename={(item, name) => actions.renameAttribute(byId.get(item.id) as Attribute, name)}
      onDelete={(item) => actions.removeAttribute(byId.get(item.id) as Attribute)}
      confirmTitle="Remover valor"
      confirmText={(item) => `O valor "${item.name}" será removido desta subcategoria.`}
    />
  );
}
