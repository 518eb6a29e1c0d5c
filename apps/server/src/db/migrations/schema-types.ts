import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { DatabaseColumn } from './test-database.js';

/** The file the Kysely `DB` interface lives in. */
export const SCHEMA_FILE = fileURLToPath(new URL('../schema.ts', import.meta.url));

/** A column as `db/schema.ts` types it: the database type it stands for and whether it may be null. */
export interface TypedColumn {
  table: string;
  name: string;
  type: 'integer' | 'text';
  nullable: boolean;
}

/**
 * Reads the tables and columns of the `DB` interface from the text of `db/schema.ts` with the TypeScript parser, so
 * the test compares the database with the file the code is typed by, not with a copy of it. A column type is
 * `number` (integer) or `string` (text), a string-literal union or a local alias of one (text), any of them in
 * `Generated<…>`, and `| null` when the column may be null; anything else is an error to extend this reader for.
 */
export function readSchemaTypes(text = fs.readFileSync(SCHEMA_FILE, 'utf8')): TypedColumn[] {
  const file = ts.createSourceFile('schema.ts', text, ts.ScriptTarget.Latest, true);
  const interfaces = new Map<string, ts.InterfaceDeclaration>();
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  for (const s of file.statements) {
    if (ts.isInterfaceDeclaration(s)) interfaces.set(s.name.text, s);
    if (ts.isTypeAliasDeclaration(s)) aliases.set(s.name.text, s);
  }
  const db = interfaces.get('DB');
  if (!db) throw new Error('schema.ts has no DB interface');

  const nameOf = (m: ts.TypeElement): string => {
    if (!ts.isPropertySignature(m) || !m.type || !m.name) throw new Error(`unexpected member ${m.getText()}`);
    if (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) return m.name.text;
    throw new Error(`unexpected name ${m.name.getText()}`);
  };

  /** The database type a TypeScript type stands for, and whether it admits null. */
  const classify = (node: ts.TypeNode, where: string): { type: TypedColumn['type']; nullable: boolean } => {
    if (node.kind === ts.SyntaxKind.NumberKeyword) return { type: 'integer', nullable: false };
    if (node.kind === ts.SyntaxKind.StringKeyword) return { type: 'text', nullable: false };
    if (ts.isLiteralTypeNode(node)) {
      if (node.literal.kind === ts.SyntaxKind.NullKeyword) return { type: 'text', nullable: true };
      if (ts.isStringLiteral(node.literal)) return { type: 'text', nullable: false };
      if (ts.isNumericLiteral(node.literal)) return { type: 'integer', nullable: false };
    }
    if (ts.isParenthesizedTypeNode(node)) return classify(node.type, where);
    if (ts.isUnionTypeNode(node)) {
      const isNull = (t: ts.TypeNode) => ts.isLiteralTypeNode(t) && t.literal.kind === ts.SyntaxKind.NullKeyword;
      const parts = node.types.filter((t) => !isNull(t)).map((t) => classify(t, where));
      const types = new Set(parts.map((p) => p.type));
      if (types.size !== 1) throw new Error(`${where}: a union of several column types`);
      return { type: parts[0]?.type as TypedColumn['type'], nullable: parts.length < node.types.length };
    }
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const ref = node.typeName.text;
      if (ref === 'Generated' && node.typeArguments?.length === 1)
        return classify(node.typeArguments[0] as ts.TypeNode, where);
      const alias = aliases.get(ref);
      if (alias) return classify(alias.type, where);
    }
    throw new Error(`${where}: cannot tell the column type of \`${node.getText()}\``);
  };

  const out: TypedColumn[] = [];
  for (const member of db.members) {
    const table = nameOf(member);
    const ref = (member as ts.PropertySignature).type as ts.TypeNode;
    if (!ts.isTypeReferenceNode(ref) || !ts.isIdentifier(ref.typeName))
      throw new Error(`DB.${table}: not an interface`);
    const shape = interfaces.get(ref.typeName.text);
    if (!shape) throw new Error(`DB.${table}: no interface ${ref.typeName.text} in schema.ts`);
    if (shape.heritageClauses?.length) throw new Error(`${shape.name.text}: extends another type (not read)`);
    for (const column of shape.members) {
      const name = nameOf(column);
      if ((column as ts.PropertySignature).questionToken) throw new Error(`${table}.${name}: optional`);
      const type = (column as ts.PropertySignature).type as ts.TypeNode;
      out.push({ table, name, ...classify(type, `${table}.${name}`) });
    }
  }
  return out;
}

/**
 * The differences between the database and the types, one line each; none when they agree. Column types compare by
 * class: `integer` (serial on PostgreSQL reads as integer) and `text`.
 */
export function schemaDifferences(database: DatabaseColumn[], typed: TypedColumn[]): string[] {
  const key = (c: { table: string; name: string }) => `${c.table}.${c.name}`;
  const inDb = new Map(database.map((c) => [key(c), c]));
  const inTypes = new Map(typed.map((c) => [key(c), c]));
  const tablesDb = new Set(database.map((c) => c.table));
  const tablesTypes = new Set(typed.map((c) => c.table));
  const out: string[] = [];
  for (const t of tablesDb)
    if (!tablesTypes.has(t)) out.push(`table ${t}: made by the migrations, missing in schema.ts`);
  for (const t of tablesTypes) if (!tablesDb.has(t)) out.push(`table ${t}: in schema.ts, made by no migration`);
  for (const [k, c] of inDb) {
    if (!tablesTypes.has(c.table)) continue;
    const t = inTypes.get(k);
    if (!t) {
      out.push(`column ${k}: made by the migrations, missing in schema.ts`);
      continue;
    }
    if (c.type !== t.type) out.push(`column ${k}: ${c.type} in the database, ${t.type} in schema.ts`);
    if (c.nullable !== t.nullable)
      out.push(`column ${k}: ${c.nullable ? 'nullable' : 'not null'} in the database, not in schema.ts`);
  }
  for (const [k, t] of inTypes)
    if (tablesDb.has(t.table) && !inDb.has(k)) out.push(`column ${k}: in schema.ts, made by no migration`);
  return out.sort();
}
