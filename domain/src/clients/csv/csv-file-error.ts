/**
 * Why a whole file is refused before any of its rows is read:
 * - `notText`: binary bytes (NUL, control characters beyond a trace, a picture or a PDF renamed .csv);
 * - `spreadsheet`: an Excel or LibreOffice workbook (a zip or an OLE2 file), which must be saved as CSV first;
 * - `noHeader`: nothing in it, or a first line that is data (an e-mail or a phone) instead of column names;
 * - `noRows`: a header and nothing under it;
 * - `tooManyRows`: more data rows than `CLIENT_IMPORT_LIMITS.rows`;
 * - `tooManyColumns`: a header of more columns than `CLIENT_IMPORT_LIMITS.columns`;
 * - `unclosedQuote`: a quoted cell never closed, which would swallow every line after it;
 * - `mappingInvalid`: the owner's mapping does not fit the file (another column count, a field twice);
 * - `noNameColumn`: no column gives the full name.
 */
export const CSV_FILE_PROBLEMS = [
  'notText',
  'spreadsheet',
  'noHeader',
  'noRows',
  'tooManyRows',
  'tooManyColumns',
  'unclosedQuote',
  'mappingInvalid',
  'noNameColumn',
] as const
export type CsvFileProblem = (typeof CSV_FILE_PROBLEMS)[number]

/** A file refused as a whole; `line` (1-based) where the problem sits in the file, when it has one. */
export class CsvFileError extends Error {
  override name = 'CsvFileError'
  readonly problem: CsvFileProblem
  readonly line: number | undefined

  constructor(problem: CsvFileProblem, line?: number) {
    super(line === undefined ? problem : `${problem} at line ${line}`)
    this.problem = problem
    this.line = line
  }
}
