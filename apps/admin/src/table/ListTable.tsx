import type { SxProps, Theme } from '@mui/material';
import { useMemo } from 'react';
import { Checkbox, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useListContext, useStore, type RaRecord } from 'react-admin';
import {
  columnVisibilityFeature,
  functionalUpdate,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnHelper,
  type ColumnVisibilityState,
} from '@tanstack/react-table';
import { ColumnsMenu } from './ColumnsMenu';
import { idsOf, selectionOf, sortOf, sortingOf } from './listTableState';

/** How the panel's tables lay a column out. */
export interface ListColumnMeta {
  align?: 'left' | 'right' | 'center';
  sx?: SxProps<Theme>;
  /** The column's name in the columns menu (its header may be empty). */
  label?: string;
}

export const listTableFeatures = tableFeatures({ rowSelectionFeature, rowSortingFeature, columnVisibilityFeature, columnMeta: {} as ListColumnMeta });
/** What `createColumnHelper<typeof listTableFeatures, T>().columns([...])` builds. */
type ListColumns<T extends RaRecord> = ReturnType<ColumnHelper<typeof listTableFeatures, T>['columns']>;

export interface ListTableProps<T extends RaRecord> {
  /** Stable (module scope): a new array each render would rebuild the table's models. */
  columns: ListColumns<T>;
  /** Accessible name of the table. */
  label: string;
  /** Where the hidden columns are remembered (react-admin's store: localStorage). */
  columnsStoreKey: string;
  /** Row checkboxes for the list's bulk actions, with their accessible names. */
  selection?: { all: string; row: (record: T) => string };
  rowTestId?: string;
}

/**
 * A desktop table over react-admin's list context, built with TanStack Table: the sort is the
 * list's (server side, in the URL), the selection is the list's (bulk actions), and hidden
 * columns are remembered per browser.
 */
export function ListTable<T extends RaRecord>({ columns, label, columnsStoreKey, selection, rowTestId }: ListTableProps<T>) {
  const { data, sort, setSort, selectedIds, onSelect } = useListContext<T>();
  const [columnVisibility, setColumnVisibility] = useStore<ColumnVisibilityState>(columnsStoreKey, ALL_VISIBLE);
  // The table syncs controlled state by identity: a new object each render would render again, forever.
  const sorting = useMemo(() => sortingOf(sort), [sort]);
  const rowSelection = useMemo(() => selectionOf(selectedIds), [selectedIds]);

  const table = useTable({
    features: listTableFeatures,
    columns,
    data: data ?? EMPTY,
    getRowId: (record: T) => String(record.id),
    manualSorting: true,
    enableSortingRemoval: false,
    enableRowSelection: selection !== undefined,
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: (updater) => setSort(sortOf(functionalUpdate(updater, sorting), sort)),
    onRowSelectionChange: (updater) => onSelect(idsOf(functionalUpdate(updater, rowSelection))),
    onColumnVisibilityChange: (updater) => setColumnVisibility(functionalUpdate(updater, columnVisibility)),
  });

  return (
    <TableContainer component={Paper} variant="outlined">
      <ColumnsMenu columns={table.getAllLeafColumns().filter((column) => column.getCanHide())} />
      <Table size="small" aria-label={label}>
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    indeterminate={table.getIsSomePageRowsSelected()}
                    checked={table.getIsAllPageRowsSelected()}
                    onChange={(event) => table.toggleAllPageRowsSelected(event.target.checked)}
                    slotProps={{ input: { 'aria-label': selection.all } }}
                  />
                </TableCell>
              )}
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <TableCell key={header.id} align={header.column.columnDef.meta?.align} sortDirection={sorted || false}>
                    {header.column.getCanSort() ? (
                      <TableSortLabel active={sorted !== false} direction={sorted || 'asc'} onClick={header.column.getToggleSortingHandler()}>
                        <table.FlexRender header={header} />
                      </TableSortLabel>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id} hover selected={row.getIsSelected()} data-testid={rowTestId}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} slotProps={{ input: { 'aria-label': selection.row(row.original) } }} />
                </TableCell>
              )}
              {row.getVisibleCells().map((cell) => (
                <TableCell key={cell.id} align={cell.column.columnDef.meta?.align} sx={cell.column.columnDef.meta?.sx}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const EMPTY: never[] = [];
const ALL_VISIBLE: ColumnVisibilityState = {};
