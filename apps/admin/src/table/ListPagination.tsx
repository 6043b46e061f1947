import { Button, Stack, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { adminPageWindow, pageCount } from '@oneboss/domain';

/** Any list's pages: every page up to 7, else first, last and current±1 with ellipses. */
export function ListPagination() {
  const { page, perPage, total = 0, setPage } = useListContext();
  const pages = pageCount(total, perPage);
  if (pages <= 1) return null;
  return (
    <Stack component="nav" aria-label="Paginação" direction="row" spacing={0.5} sx={{ justifyContent: 'center', flexWrap: 'wrap', py: 2 }}>
      <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
        Anterior
      </Button>
      {adminPageWindow(page, pages).map((item, index) =>
        item === 'ellipsis' ? (
          <Typography key={`ellipsis-${index}`} sx={{ px: 1, alignSelf: 'center' }} aria-hidden>
            …
          </Typography>
        ) : (
          <Button key={item} size="small" variant={item === page ? 'contained' : 'text'} aria-current={item === page ? 'page' : undefined} onClick={() => setPage(item)} sx={{ minWidth: 36 }}>
            {item}
          </Button>
        ),
      )}
      <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
        Próxima
      </Button>
    </Stack>
  );
}
