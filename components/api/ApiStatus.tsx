/**
 * One of the API table's status messages (SPEC §8). `tableId` names the table whose rows load later, so the
 * link check knows which row anchors the page will have.
 */
export function ApiStatus({ status, text, tableId }: { status: string; text: string; tableId?: string }) {
  return (
    <p className="api-status" data-api-status={status} data-api-id={tableId} role="status">
      {text}
    </p>
  );
}
