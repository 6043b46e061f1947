import { useState } from 'react';
import DownloadIcon from '@mui/icons-material/GetApp';
import { Button, fetchRelatedRecords, useDataProvider, useListContext, useNotify, type ButtonProps, type Exporter } from 'react-admin';
import { EXPORT_MAX_ROWS } from './exportLimits';
import { EXPORT_MESSAGES } from './exportMessages';
import { fetchAllRows } from './fetchAllRows';

export interface ExportCsvButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** Defaults to the list's own `exporter`. */
  exporter?: Exporter;
  /** The most rows one export reads. */
  maxResults?: number;
  /** The list's own data-provider `meta` (e.g. the columns a joined filter needs). */
  meta?: unknown;
}

/**
 * react-admin's ExportButton for lists larger than a page of the server: every row that
 * matches the list's filters (its permanent filter too), in its sort order, up to
 * `maxResults`, read page by page, then handed to the exporter.
 */
export function ExportCsvButton({ exporter: customExporter, maxResults = EXPORT_MAX_ROWS, meta, label = 'ra.action.export', ...props }: ExportCsvButtonProps) {
  const { filter, filterValues, resource, sort, exporter: listExporter, total } = useListContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const exporter = customExporter ?? listExporter;

  const exportRows = async () => {
    if (!exporter) return;
    setExporting(true);
    try {
      const query = { filter: filter ? { ...filterValues, ...filter } : filterValues, sort, meta };
      const { rows, total: matching } = await fetchAllRows(dataProvider, resource, query, maxResults);
      await exporter(rows, fetchRelatedRecords(dataProvider), dataProvider, resource);
      if (matching > rows.length) notify(EXPORT_MESSAGES.truncated(rows.length, matching), { type: 'warning' });
    } catch {
      notify(EXPORT_MESSAGES.failed, { type: 'error' });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Button label={label} onClick={exportRows} disabled={!exporter || total === 0 || exporting} {...props}>
      <DownloadIcon />
    </Button>
  );
}
