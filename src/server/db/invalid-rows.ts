/**
 * docs/product/site.md#errors "Invalid stored data: logged and skipped". Repositories report a row that
 * no longer fits its schema here and carry on without it; the composition root
 * points this at the server log.
 */
export type InvalidRowReporter = (table: string, id: string, problem: string) => void;

let reporter: InvalidRowReporter = (table, id, problem) => console.warn(`invalid ${table} row ${id}: ${problem}`);

export function setInvalidRowReporter(next: InvalidRowReporter): void {
  reporter = next;
}

export function reportInvalidRow(table: string, id: string, problem: string): void {
  reporter(table, id, problem);
}
