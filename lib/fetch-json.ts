/**
 * Fetches a JSON file the site publishes (the search payloads, the type files). A network failure or an answer
 * other than 2xx rejects with the caller's error, made from the address and the status when the server answered.
 */
export async function fetchJson<T>(url: string, failure: (url: string, status?: number) => Error): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url);
  } catch {
    throw failure(url);
  }
  if (!response.ok) throw failure(url, response.status);
  return (await response.json()) as T;
}
