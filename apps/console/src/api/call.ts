/** `call(endpoint, input)`: the typed face of the transport, kept in `client.ts` so the transport itself stays private. */
export { type CallArgs, call } from './client';
