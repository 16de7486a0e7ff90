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
export async function downloadJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw new TypesDownloadError(url);
  }
  if (!response.ok) throw new TypesDownloadError(url, response.status);
  return (await response.json()) as T;
}
