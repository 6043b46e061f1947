import { useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CreateBase, Form } from 'react-admin';
import { useToast } from '../ui/toast';
import { errorText } from '../shared/errorText';

interface InlineCreateProps {
  resource: 'categories' | 'subcategories' | 'attributes';
  /** The form's rules (domain schema, plus the duplicate check against the siblings). */
  schema: z.ZodType;
  defaultValues: FieldValues;
  /** From the form's values to the record the data provider creates. */
  transform: (values: FieldValues) => FieldValues;
  messages: { success: string; failure: string };
  children: ReactNode;
}

/**
 * An add form of the category manager on react-admin's CreateBase and Form: a toast for each
 * outcome, the cached tree (also the Produtos tab's) re-read, and an empty form again once added.
 */
export function InlineCreate({ resource, schema, defaultValues, transform, messages, children }: InlineCreateProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  // A new Form starts empty: remounting it is the reset after each addition.
  const [generation, setGeneration] = useState(0);
  const resolver = useMemo(() => zodResolver(schema as z.ZodType<FieldValues, FieldValues>) as Resolver<FieldValues>, [schema]);
  const mutationOptions = useMemo(
    () => ({
      retry: false,
      onSuccess: () => {
        toast(messages.success, { variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: ['categories'] });
        setGeneration((current) => current + 1);
      },
      onError: (error: unknown) => toast(messages.failure, { variant: 'error', description: errorText(error) }),
    }),
    [toast, queryClient, messages],
  );
  return (
    <CreateBase resource={resource} redirect={false} transform={transform} mutationOptions={mutationOptions}>
      <Form key={generation} resolver={resolver} defaultValues={defaultValues} disableInvalidFormNotification noValidate>
        {children}
      </Form>
    </CreateBase>
  );
}
