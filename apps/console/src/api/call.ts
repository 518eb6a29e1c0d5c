/** `call(endpoint, input)`: the typed face of the transport, kept in `client.ts` so the transport itself stays private. */
export { call } from './client';
