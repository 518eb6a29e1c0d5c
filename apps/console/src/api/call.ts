import type { Endpoint, EndpointInput, EndpointReply } from '@taikai/shared/endpoints/define';
import { apiGet, apiPost, type RequestOptions } from './client';

/**
 * Calls one endpoint of the shared endpoint table (packages/shared/src/endpoints): the path and method come from the
 * entry, the input is type-checked against its body (POST) or query (GET) schema, and the promise resolves with its
 * reply's `data`. Built on the client's transport, so headers, the token, the 401/503/toast rules and the toast
 * dedupe are the same as for every call.
 *
 *   const { list } = await call(seasonEndpoints.fetchContestSeasonList, { unique_id: 7 });
 *
 * Endpoints whose input is all optional (or that take none) may leave it out.
 */
export function call<E extends Endpoint>(endpoint: E, ...[input, opts]: CallArgs<E>): Promise<EndpointReply<E>> {
  return endpoint.method === 'GET'
    ? apiGet<EndpointReply<E>>(endpoint.path, input as Record<string, unknown> | undefined, opts)
    : apiPost<EndpointReply<E>>(endpoint.path, input ?? {}, opts);
}

/** `[input, opts?]`, with the input optional when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  // biome-ignore lint/complexity/noBannedTypes: `{}` here means "no field is required"
  {} extends EndpointInput<E>
    ? [input?: EndpointInput<E>, opts?: RequestOptions]
    : [input: EndpointInput<E>, opts?: RequestOptions];
