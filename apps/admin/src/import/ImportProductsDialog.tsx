import { useState } from 'react';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import AttachIcon from '@mui/icons-material/AttachFileOutlined';
import type { Category } from '@oneboss/domain';
import { useIsMobile } from '../shared/useIsMobile';
import { issueText } from './importIssue';
import { IMPORT_MESSAGES } from './importMessages';
import { useProductImport, type ImportStep } from './useProductImport';

/** One file input as a button that shows the chosen file's name. */
function FilePicker({ label, accept, file, onChange, testId }: { label: string; accept: string; file: File | null; onChange: (file: File | null) => void; testId: string }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Button component="label" variant="outlined" size="small" startIcon={<AttachIcon />}>
        {label}
        <input
          hidden
          type="file"
          accept={accept}
          data-testid={testId}
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            event.target.value = '';
          }}
        />
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        {file ? file.name : 'Nenhum arquivo escolhido'}
      </Typography>
    </Stack>
  );
}

/** The report: every problem with its line and column, or the count ready to import. */
function Report({ step }: { step: ImportStep }) {
  if (step.kind === 'refused') {
    return (
      <Alert severity="error" data-testid="import-report">
        <AlertTitle>{IMPORT_MESSAGES.nothingImported}</AlertTitle>
        {step.message}
      </Alert>
    );
  }
  if (step.kind !== 'report' && step.kind !== 'failed' && step.kind !== 'importing') return null;
  const { issues, rows } = step.plan;
  if (issues.length > 0) {
    return (
      <Alert severity="error" data-testid="import-report">
        <AlertTitle>{IMPORT_MESSAGES.nothingImported}</AlertTitle>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {issues.length === 1 ? '1 problema encontrado:' : `${issues.length} problemas encontrados:`}
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 2.5 }} aria-label="Problemas do arquivo">
          {issues.map((issue, index) => (
            <Typography component="li" variant="body2" key={index}>
              {issueText(issue)}
            </Typography>
          ))}
        </Box>
      </Alert>
    );
  }
  return (
    <Stack spacing={1} data-testid="import-report">
      <Alert severity="success">{IMPORT_MESSAGES.ready(rows.length)}</Alert>
      {step.kind === 'failed' && (
        <Alert severity="error" role="alert">
          <AlertTitle>{IMPORT_MESSAGES.importFailed}</AlertTitle>
          {step.message}
        </Alert>
      )}
    </Stack>
  );
}

function ImportingProgress({ step }: { step: ImportStep }) {
  if (step.kind !== 'importing') return null;
  const { progress } = step;
  const uploading = progress !== null && progress.done < progress.total;
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">{uploading ? `Enviando imagens: ${progress.done} de ${progress.total}` : 'Gravando os produtos…'}</Typography>
      <LinearProgress
        aria-label="Progresso da importação"
        variant={uploading ? 'determinate' : 'indeterminate'}
        value={uploading ? Math.round((progress.done / Math.max(progress.total, 1)) * 100) : undefined}
      />
    </Stack>
  );
}

/**
 * Bulk import of listings from a CSV (the export's columns, location and one column per spec key),
 * with an optional ZIP of the pictures it names: the files are checked first and every problem
 * reported by line and column; only a clean file can be imported, all of it in one transaction.
 */
export function ImportProductsDialog({ open, categories, onClose, onImported }: { open: boolean; categories: readonly Category[]; onClose: () => void; onImported: (count: number) => void }) {
  const mobile = useIsMobile();
  const [csv, setCsv] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const { step, check, run, reset } = useProductImport(categories);
  const busy = step.kind === 'checking' || step.kind === 'importing';
  const ready = (step.kind === 'report' || step.kind === 'failed') && step.plan.issues.length === 0 && step.plan.rows.length > 0;

  const close = () => {
    setCsv(null);
    setZip(null);
    reset();
    onClose();
  };
  const choose = (set: (file: File | null) => void) => (file: File | null) => {
    set(file);
    reset();
  };
  const importPlan = async () => {
    if (step.kind !== 'report' && step.kind !== 'failed') return;
    const count = await run(step.plan);
    if (count === null) return;
    onImported(count);
    close();
  };

  return (
    <Dialog open={open} onClose={busy ? undefined : close} fullScreen={mobile} fullWidth maxWidth="md" aria-labelledby="import-products-title">
      <DialogTitle id="import-products-title">Importar produtos (CSV)</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText component="div" variant="body2">
            Use as colunas da exportação de produtos, separadas por ponto e vírgula (;), com UF, Cidade (nome ou código do IBGE), Bairro e uma coluna por
            especificação da categoria, com a chave da especificação como título. Números no formato brasileiro, como 1.250.000,00. As imagens vêm num
            arquivo ZIP, com os nomes dos arquivos na coluna Imagens, separados por |. A importação cria produtos novos: as colunas Criado em e
            Atualizado em são ignoradas, e uma linha com o ID de um anúncio do catálogo é recusada, para não duplicá-lo.
          </DialogContentText>
          <FilePicker label="Arquivo CSV" accept=".csv,text/csv" file={csv} onChange={choose(setCsv)} testId="import-csv-input" />
          <FilePicker label="Imagens (ZIP, opcional)" accept=".zip,application/zip" file={zip} onChange={choose(setZip)} testId="import-zip-input" />
          {step.kind === 'checking' && <LinearProgress aria-label="Verificando o arquivo" />}
          <Report step={step} />
          <ImportingProgress step={step} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          Fechar
        </Button>
        <Button variant="outlined" onClick={() => csv && void check(csv, zip)} disabled={!csv || busy}>
          Verificar arquivo
        </Button>
        <Button variant="contained" onClick={() => void importPlan()} disabled={!ready || busy}>
          {ready ? `Importar ${step.plan.rows.length} ${step.plan.rows.length === 1 ? 'produto' : 'produtos'}` : 'Importar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
