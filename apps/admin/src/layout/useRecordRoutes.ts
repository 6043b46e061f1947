import { useCallback } from 'react';
import { useCreatePath, type Identifier } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

/** Marks a navigation that came from the resource's list, so closing can go back to it. */
interface FromList {
  fromList?: boolean;
}

/**
 * A resource's create and edit routes opened over its list: each record has its own URL
 * (`#/products/<id>`), a reload reopens it, and closing goes back in history when the list
 * opened it (its filters and page come back with it), or to the list after a deep link.
 */
export function useRecordRoutes(resource: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const createPath = useCreatePath();
  const fromList = (location.state as FromList | null)?.fromList === true;

  const openCreate = useCallback(() => navigate(createPath({ resource, type: 'create' }), { state: { fromList: true } satisfies FromList }), [navigate, createPath, resource]);
  const openEdit = useCallback(
    (id: Identifier) => navigate(createPath({ resource, type: 'edit', id }), { state: { fromList: true } satisfies FromList }),
    [navigate, createPath, resource],
  );
  const close = useCallback(() => {
    if (fromList) navigate(-1);
    else navigate(createPath({ resource, type: 'list' }), { replace: true });
  }, [fromList, navigate, createPath, resource]);

  return { openCreate, openEdit, close };
}
