import { useState, type FormEvent } from 'react';
import { Button, Card, CardContent, CardHeader, Stack, TextField } from '@mui/material';
import { categorySearchTermsSchema, type Category } from '@oneboss/domain';
import type { CategoryActions } from './useCategoryActions';

interface CategorySearchTermsFormProps {
  category: Category;
  actions: CategoryActions;
}

/** The words buyers type for a category that its listings need not hold, comma-separated; checked before any request. */
export function CategorySearchTermsForm({ category, actions }: CategorySearchTermsFormProps) {
  const saved = (category.searchTerms ?? []).join(', ');
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = categorySearchTermsSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setSaving(true);
    try {
      await actions.setSearchTerms(category, parsed.data);
      setText(parsed.data.join(', '));
    } catch {
      // The action's toast has told the user; the text stays for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card variant="outlined">
      <CardHeader
        title={`Termos de busca de ${category.name}`}
        subheader="Palavras que o comprador digita para esta categoria e que os anúncios podem não conter."
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack component="form" spacing={1.5} onSubmit={submit} noValidate aria-label={`Termos de busca de ${category.name}`}>
          <TextField
            size="small"
            fullWidth
            label="Sinônimos que o comprador digita"
            value={text}
            disabled={saving}
            error={error !== null}
            helperText={error ?? 'Separados por vírgula, ex.: carro, veículo. Uma busca por qualquer um deles, no singular ou no plural, mostra esta categoria.'}
            onChange={(event) => {
              setText(event.target.value);
              setError(null);
            }}
          />
          <Stack direction="row" justifyContent="flex-end">
            <Button type="submit" variant="contained" disabled={saving || text === saved}>
              Salvar termos
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
