import { fetchJson } from '../fetch-json';

/** A type file that did not download: its address, and the HTTP status when the server answered. */
export class TypesDownloadError extends Error {
  constructor(
    readonly url: string,
    readonly status?: number,
  ) {
    super(status === undefined ? `${url} did not download` : `${url} answered ${status}`);
    this.name = 'TypesDownloadError';
  }
}

/** Downloads one of the type files (`public/types/`); a failure names its address. */
export const downloadJson = <T>(url: string): Promise<T> => fetchJson<T>(url, (failed, status) => new TypesDownloadError(failed, status));
