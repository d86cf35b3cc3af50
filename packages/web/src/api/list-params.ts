/** What every paged list call sends: 0-based page, size, `field,ASC|DESC`, optional search. */
export interface ListParams {
  page: number;
  size: number;
  sort: string;
  search?: string | undefined;
}
