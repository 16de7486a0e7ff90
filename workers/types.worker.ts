/// <reference lib="webworker" />
import { typeFiles } from '@/.generated/types-files';
import type { TypeBundle, TypeDocs } from '@/lib/type-service/bundle';
import { downloadJson, TypesDownloadError } from '@/lib/type-service/download';
import type { TypesRequest, TypesResponse } from '@/lib/type-service/protocol';
import { answer, createTypeService, type TypeService } from '@/lib/type-service/service';
import { failedReply } from '@/lib/worker-reply';

// TypeScript (its own chunk) and the line's declarations are fetched on the first request, once per line and edition.
const services = new Map<string, Promise<TypeService>>();

function serviceFor({ line, locale }: TypesRequest): Promise<TypeService> {
  const key = `${line} ${locale}`;
  let service = services.get(key);
  if (!service) {
    service = Promise.all([import('typescript'), downloadJson<TypeBundle>(typeFiles[line].bundle), downloadJson<TypeDocs>(typeFiles[line].docs[locale])]).then(
      ([typescript, bundle, docs]) => createTypeService(typescript.default, bundle, docs),
    );
    // A failure is not kept: the next request (a Retry) downloads afresh.
    service.catch(() => services.delete(key));
    services.set(key, service);
  }
  return service;
}

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<TypesRequest & { id: number }>) => {
  const request = event.data;
  try {
    const service = await serviceFor(request);
    // Problems wait their turn: a completion or hover asked meanwhile (the first focus asks both) answers first.
    if (request.type === 'diagnostics') await new Promise((resolve) => setTimeout(resolve, 0));
    const response: TypesResponse = { id: request.id, ...answer(service, request) };
    scope.postMessage(response);
  } catch (error) {
    // A type file that did not download is missing, named by its address; the next request (a Retry) downloads afresh.
    scope.postMessage(failedReply(request.id, error, (failed) => (failed instanceof TypesDownloadError ? failed.url : undefined)));
  }
};
