/**
 * Heap snapshots diffed by kind of object: what grew on the server's main thread between two snapshots.
 */
import fs from 'node:fs';

/**
 * A census of a V8 heap snapshot: count and self size per kind of node — its type and name, and for plain objects
 * their first property names (`Object{event,seq,to}`), so that what grew between two snapshots can be told apart.
 * Reads the file's number arrays by hand (a snapshot of a few hundred MB is past what JSON.parse takes as one string).
 */
function heapCensus(file: string): Map<string, { count: number; size: number }> {
  const buf = fs.readFileSync(file);
  const section = (name: string) => {
    const at = buf.indexOf(`"${name}":[`);
    if (at < 0) throw new Error(`no ${name} in ${file}`);
    return at + name.length + 4;
  };
  const numbers = (from: number, count: number) => {
    const out = new Float64Array(count);
    let i = 0;
    let n = 0;
    let inNumber = false;
    for (let p = from; i < count; p++) {
      const c = buf[p];
      if (c >= 48 && c <= 57) {
        n = n * 10 + (c - 48);
        inNumber = true;
      } else if (inNumber) {
        out[i++] = n;
        n = 0;
        inNumber = false;
      }
    }
    return out;
  };
  const nodesAt = section('nodes');
  const meta = JSON.parse(`${buf.subarray(0, buf.indexOf('"nodes":[')).toString().trim().replace(/,$/, '')}}`)
    .snapshot as {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
    node_count: number;
    edge_count: number;
  };
  const nf = meta.meta.node_fields.length;
  const ef = meta.meta.edge_fields.length;
  const nodes = numbers(nodesAt, meta.node_count * nf);
  const edges = numbers(section('edges'), meta.edge_count * ef);
  const stringsAt = section('strings') - 1;
  const strings = JSON.parse(buf.subarray(stringsAt, buf.lastIndexOf(']') + 1).toString()) as string[];
  const types = meta.meta.node_types[0];
  const edgeTypes = meta.meta.edge_types[0];
  const [fType, fName, fSize, fEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    meta.meta.node_fields.indexOf(f),
  );
  const [eType, eName] = ['type', 'name_or_index'].map((f) => meta.meta.edge_fields.indexOf(f));
  const property = edgeTypes.indexOf('property');
  const census = new Map<string, { count: number; size: number }>();
  let edge = 0;
  for (let i = 0; i < meta.node_count; i++) {
    const type = types[nodes[i * nf + fType]];
    const name = strings[nodes[i * nf + fName]];
    const edgeCount = nodes[i * nf + fEdges];
    let key: string;
    if (type === 'object' && name === 'Object') {
      const props: string[] = [];
      for (let e = edge; e < edge + edgeCount && props.length < 4; e++) {
        if (edges[e * ef + eType] === property) props.push(strings[edges[e * ef + eName]]);
      }
      key = `Object{${props.join(',')}}`;
    } else if (type === 'object' || type === 'closure' || type === 'native' || type === 'array') {
      key = `${type} ${name.slice(0, 60)}`;
    } else key = `(${type})`;
    edge += edgeCount;
    const c = census.get(key) ?? { count: 0, size: 0 };
    c.count++;
    c.size += nodes[i * nf + fSize];
    census.set(key, c);
  }
  return census;
}

/** What grew most between two snapshots (self sizes, so a large retained structure shows as its many parts). */
export function heapDiff(before: string, after: string) {
  const a = heapCensus(before);
  const b = heapCensus(after);
  const keys = new Set([...a.keys(), ...b.keys()]);
  const total = (m: Map<string, { size: number }>) => [...m.values()].reduce((x, y) => x + y.size, 0);
  const rows = [...keys].map((k) => {
    const x = a.get(k) ?? { count: 0, size: 0 };
    const y = b.get(k) ?? { count: 0, size: 0 };
    return {
      kind: k,
      countDelta: y.count - x.count,
      mbDelta: +((y.size - x.size) / 1e6).toFixed(2),
      mbAfter: +(y.size / 1e6).toFixed(2),
    };
  });
  rows.sort((p, q) => q.mbDelta - p.mbDelta);
  return {
    before,
    after,
    totalMbBefore: +(total(a) / 1e6).toFixed(1),
    totalMbAfter: +(total(b) / 1e6).toFixed(1),
    grewMost: rows.slice(0, 25),
    shrankMost: rows.slice(-5).reverse(),
  };
}
