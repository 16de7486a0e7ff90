/** One of the API table's status messages (SPEC §8). */
export function ApiStatus({ status, text }: { status: string; text: string }) {
  return (
    <p className="api-status" data-api-status={status} role="status">
      {text}
    </p>
  );
}
