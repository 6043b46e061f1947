import type { ResourceProps } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PartnersTab } from './PartnersTab';

/** `#/partners/create`: the list with the new-partner form over it. */
function PartnerCreate() {
  return <PartnersTab dialog={{ mode: 'create' }} />;
}

/** `#/partners/<id>`: the list with that partner's form over it. */
function PartnerEdit() {
  const { id = '' } = useParams<{ id: string }>();
  return <PartnersTab dialog={{ mode: 'edit', partnerId: id }} />;
}

const partners: Omit<ResourceProps, 'name'> = { list: PartnersTab, create: PartnerCreate, edit: PartnerEdit, recordRepresentation: 'name' };

export default partners;
