import {
  AUTH_FIELD_MESSAGES,
  CATEGORY_FIELD_MESSAGES,
  CONSENT_MESSAGES,
  LEAD_FIELD_MESSAGES,
  NEWSLETTER_EMAIL_MESSAGE,
  PARTNER_FIELD_MESSAGES,
  PRODUCT_FORM_MESSAGES,
} from '@oneboss/domain';

/** A refused value whose constraint has no text below (a test keeps that from happening). */
export const INVALID_VALUE = 'Algum campo tem um valor inválido. Revise e tente novamente.';

/**
 * A pt-BR text for every check constraint of the public schema, by name: PostgreSQL's message
 * ('new row for relation "leads" violates check constraint "leads_message_check"') names the
 * constraint and nothing a visitor understands. A test lists the constraints from pg_constraint
 * on the real backend and fails when one has no text here.
 */
export const CHECK_CONSTRAINT_MESSAGES: Readonly<Record<string, string>> = {
  account_deletion_requests_dates: 'Datas da solicitação de exclusão incompatíveis com a situação.',
  account_deletion_requests_email_check: AUTH_FIELD_MESSAGES.validEmail,
  account_deletion_requests_notes_check: 'As observações podem ter no máximo 2000 caracteres, sem caracteres de controle.',
  account_deletion_requests_status_check: 'Situação de solicitação de exclusão inválida.',
  admin_permissions_email_check: 'Informe um e-mail válido com até 254 caracteres.',
  admin_permissions_email_format: AUTH_FIELD_MESSAGES.validEmail,
  attributes_attribute_check: CATEGORY_FIELD_MESSAGES.attribute,
  audit_log_action_check: 'Ação de auditoria inválida.',
  categories_name_check: CATEGORY_FIELD_MESSAGES.name,
  categories_value_check: CATEGORY_FIELD_MESSAGES.slug,
  hero_banners_image_url_check: 'Envie a imagem do banner.',
  hero_banners_image_url_http: 'A imagem do banner precisa de um endereço http(s) válido.',
  hero_banners_title_check: 'Informe o título do banner.',
  lead_notes_body_check: 'A anotação deve ter de 1 a 5000 caracteres, sem caracteres de controle.',
  leads_consent_text_version_known: CONSENT_MESSAGES.unknownTextVersion,
  leads_email_check: 'O e-mail pode ter no máximo 254 caracteres.',
  leads_email_format: LEAD_FIELD_MESSAGES.email,
  leads_message_check: LEAD_FIELD_MESSAGES.messageTooLong,
  leads_message_printable: LEAD_FIELD_MESSAGES.invalidCharacters,
  leads_name_check: 'Informe seu nome, com no máximo 200 caracteres.',
  leads_name_printable: LEAD_FIELD_MESSAGES.invalidCharacters,
  leads_phone_check: 'O telefone pode ter no máximo 40 caracteres.',
  leads_phone_format: LEAD_FIELD_MESSAGES.phone,
  leads_status_check: 'Status de lead inválido.',
  municipalities_id_check: 'Código IBGE de município inválido.',
  municipalities_name_check: 'Informe o nome do município, com até 80 caracteres.',
  municipalities_uf_check: 'UF inválida.',
  newsletter_subscribers_consent_text_version_known: CONSENT_MESSAGES.unknownTextVersion,
  newsletter_subscribers_email_format: NEWSLETTER_EMAIL_MESSAGE,
  partners_banner_image_url_http: PARTNER_FIELD_MESSAGES.image,
  partners_description_length: PARTNER_FIELD_MESSAGES.descriptionTooLong,
  partners_link_http: PARTNER_FIELD_MESSAGES.link,
  partners_logo_url_check: PARTNER_FIELD_MESSAGES.nameAndLogo,
  partners_logo_url_http: PARTNER_FIELD_MESSAGES.image,
  partners_name_check: PARTNER_FIELD_MESSAGES.nameAndLogo,
  partners_name_length: PARTNER_FIELD_MESSAGES.nameTooLong,
  product_images_url_check: 'Imagem inválida. Envie o arquivo novamente.',
  product_private_addresses_address_check: 'O endereço deve ter de 1 a 300 caracteres, sem caracteres de controle.',
  products_city_needs_uf: 'Escolha a UF antes da cidade.',
  products_description_length: PRODUCT_FORM_MESSAGES.descriptionTooLong,
  products_name_check: 'Informe o nome do produto.',
  products_name_length: PRODUCT_FORM_MESSAGES.nameTooLong,
  products_neighbourhood_check: 'O bairro deve ter de 1 a 80 caracteres, sem caracteres de controle.',
  products_price_finite: PRODUCT_FORM_MESSAGES.invalidPrice,
  products_price_on_request_without_prices: 'Um produto sob consulta não pode ter preço nem preço promocional.',
  products_sale_price_finite: PRODUCT_FORM_MESSAGES.invalidSalePrice,
  products_short_description_length: PRODUCT_FORM_MESSAGES.shortDescriptionTooLong,
  products_specs_object: 'Especificações inválidas.',
  products_stock_quantity_check: PRODUCT_FORM_MESSAGES.invalidStock,
  products_uf_check: 'UF inválida.',
  profiles_estado_check: AUTH_FIELD_MESSAGES.estado,
  profiles_full_name_check: AUTH_FIELD_MESSAGES.fullNameTooLong,
  profiles_full_name_printable: AUTH_FIELD_MESSAGES.invalidCharacters,
  profiles_whatsapp_check: AUTH_FIELD_MESSAGES.whatsappTooLong,
  profiles_whatsapp_printable: AUTH_FIELD_MESSAGES.invalidCharacters,
  spec_definitions_bounds_only_ranges: 'Mínimo e máximo só valem para especificações numéricas ou de ano.',
  spec_definitions_bounds_order: 'O mínimo não pode ser maior que o máximo.',
  spec_definitions_decimals_check: 'Casas decimais: de 0 a 4, e só para especificações do tipo número.',
  spec_definitions_group_label_check: 'O grupo deve ter de 1 a 60 caracteres, sem caracteres de controle.',
  spec_definitions_key_format: 'O identificador deve começar com letra e ter até 40 letras minúsculas sem acento, números ou "_".',
  spec_definitions_key_not_reserved: 'Este identificador é reservado pela loja. Escolha outro.',
  spec_definitions_label_check: 'O nome da especificação deve ter de 1 a 80 caracteres, sem caracteres de controle.',
  spec_definitions_sortable_only_ranges: 'Só especificações numéricas ou de ano podem ordenar a loja.',
  spec_definitions_type_check: 'Tipo de especificação inválido.',
  spec_definitions_unit_check: 'Unidade inválida.',
  spec_definitions_unit_only_numbers: 'Só especificações do tipo número ou inteiro têm unidade.',
  spec_options_label_check: 'O nome da opção deve ter de 1 a 80 caracteres, sem caracteres de controle.',
  spec_options_value_check: 'O identificador da opção deve ter até 60 letras minúsculas sem acento, números ou "-", começando por letra ou número.',
  subcategories_name_check: CATEGORY_FIELD_MESSAGES.name,
  subcategories_type_check: CATEGORY_FIELD_MESSAGES.slug,
};

/** The name of the check constraint a database message reports, if it reports one. */
export function violatedCheckConstraint(message: string): string | undefined {
  return /violates check constraint "([^"]+)"/.exec(message)?.[1];
}
