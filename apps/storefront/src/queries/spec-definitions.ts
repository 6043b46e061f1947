import type { Category, SpecDefinition } from '@oneboss/domain';
import { queryOptions } from '@tanstack/react-query';
import { siteWideRead } from './read-catalogue';

/**
 * Every category's spec definitions, read once per session like the category tree: staff change
 * them rarely, and the product page, its head and every card format their listings' specs by them.
 */
export const specDefinitionsQuery = () =>
  queryOptions({
    ...siteWideRead(['catalogue', 'spec-definitions'], ({ listSpecDefinitions, catalogueDb }) => listSpecDefinitions(catalogueDb)),
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** A category's specification definitions (those narrowed to one of its subcategories included). */
export const categorySpecs = (definitions: readonly SpecDefinition[], category: Pick<Category, 'id'> | null) =>
  category ? definitions.filter((definition) => definition.categoryId === category.id) : [];
