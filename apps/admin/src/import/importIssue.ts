/** One thing the operator fixes in the file: where (line as the spreadsheet numbers it, column header) and what. */
export interface ImportIssue {
  line: number;
  column: string | null;
  message: string;
}

/** "Linha 4, coluna quilometragem: informe um número..." */
export function issueText({ line, column, message }: ImportIssue): string {
  return column === null ? `Linha ${line}: ${message}` : `Linha ${line}, coluna ${column}: ${message}`;
}
