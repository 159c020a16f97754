// Column names are camelCase in TypeScript and snake_case in SQL. Kysely's CamelCasePlugin renames a
// query by copying its whole operation tree before it is compiled, which cost a sixth of the
// server's CPU on a cheap list call (issue 16). Here the compiler writes each identifier in
// snake_case as it goes, with the plugin's own mapping, and the outermost select names its columns
// in camelCase itself (`"customer_id" as "customerId"`), so its rows come back as the code reads
// them. Only what the database cannot name (a `select *`, raw SQL, the keys inside a JSON value) is
// renamed after, as the plugin renames it, with the names worked out once per result.
import {
  AliasNode, CamelCasePlugin, ColumnNode, IdentifierNode, Kysely, OrderByItemNode, OrderByNode, PostgresQueryCompiler, ReferenceNode, SelectQueryNode,
  type CompiledQuery, type Dialect, type KyselyConfig, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryId,
  type QueryResult, type RootOperationNode, type SelectionNode, type UnknownRow,
} from 'kysely';

const isPlainObject = (value: unknown): value is UnknownRow => {
  if (value === null || typeof value !== 'object' || Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === null || prototype === Object.prototype;
};

/** The plugin for rows only: queries are named by the compiler below. */
export class CamelCaseRows extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  /** Every row of a result has the same columns: their names are mapped once, from the first row. */
  override async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const { rows } = result;
    if (!Array.isArray(rows) || rows.length === 0) return result;
    const columns = Object.keys(rows[0]);
    // A name with a capital was written by the code (the compiler writes its own in snake_case):
    // it is kept as written, `userId_Ordered` too.
    const names = columns.map((column) => (column === column.toLowerCase() ? this.camelCase(column) : column));
    if (names.every((name, i) => name === columns[i])) {
      // Named by the query itself (the compiler below): only JSON values still have keys to rename.
      for (const row of rows) {
        for (const column of columns) {
          const value = row[column];
          if (value !== null && typeof value === 'object') row[column] = this.valueOf(value);
        }
      }
      return result;
    }
    const mapped = rows.map((row) => {
      const named: UnknownRow = {};
      for (let i = 0; i < columns.length; i++) named[names[i]] = this.valueOf(row[columns[i]]);
      return named;
    });
    return { ...result, rows: mapped };
  }

  /** A JSON value's own keys are renamed too, as the plugin does. */
  private valueOf(value: unknown): unknown {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.some(isPlainObject) ? value.map((item) => (isPlainObject(item) ? this.mapRow(item) : item)) : value;
    return isPlainObject(value) ? this.mapRow(value) : value;
  }

  /** The plugin's own camelCase to snake_case mapping. */
  snakeCaseOf(name: string): string {
    return this.snakeCase(name);
  }
}

const rows = new CamelCaseRows();

/** A name of the code as the database has it (the mapping the queries are compiled with). */
export const snakeCase = (name: string): string => rows.snakeCaseOf(name);

// Identifiers come from the code (tables, columns, aliases), so there are few; the bound only
// guards against a caller that builds them from data.
const MAX_NAMES = 10_000;
const written = new Map<string, string>();

class SnakeCaseCompiler extends PostgresQueryCompiler {
  /** The camelCase names the outermost select gives its columns: its ORDER BY may name them. */
  private outputNames = new Set<string>();

  override compileQuery(node: RootOperationNode, queryId: QueryId): CompiledQuery {
    this.outputNames = new Set(SelectQueryNode.is(node) ? (node.selections ?? []).map(outputNameOf).filter((name) => name !== undefined) : []);
    return super.compileQuery(node, queryId);
  }

  protected override sanitizeIdentifier(identifier: string): string {
    let name = written.get(identifier);
    if (name === undefined) {
      name = super.sanitizeIdentifier(rows.snakeCaseOf(identifier));
      if (written.size < MAX_NAMES) written.set(identifier, name);
    }
    return name;
  }

  /** An identifier as the code wrote it. */
  private appendAsWritten(name: string): void {
    this.append(`${this.getLeftIdentifierWrapper()}${super.sanitizeIdentifier(name)}${this.getRightIdentifierWrapper()}`);
  }

  /** The outermost select's columns are named in camelCase; nested selects keep snake_case, which their outer queries refer to. */
  protected override visitSelection(node: SelectionNode): void {
    const { selection } = node;
    if (this.nodeStack.length !== 2 || !SelectQueryNode.is(this.nodeStack[0])) return super.visitSelection(node);
    if (AliasNode.is(selection) && IdentifierNode.is(selection.alias)) {
      this.visitNode(selection.node);
      this.append(' as ');
      return this.appendAsWritten(selection.alias.name);
    }
    super.visitSelection(node);
    if (ReferenceNode.is(selection) && ColumnNode.is(selection.column)) {
      const name = selection.column.column.name;
      if (rows.snakeCaseOf(name) !== name) {
        this.append(' as ');
        this.appendAsWritten(name);
      }
    }
  }

  /** `order by "isFavorite"` in the outermost select means its output column of that name. */
  protected override visitReference(node: ReferenceNode): void {
    const stack = this.nodeStack;
    const outputColumn = !node.table && ColumnNode.is(node.column) && this.outputNames.has(node.column.column.name)
      && stack.length === 4 && SelectQueryNode.is(stack[0]) && OrderByNode.is(stack[1]) && OrderByItemNode.is(stack[2]);
    if (outputColumn) return this.appendAsWritten((node.column as ColumnNode).column.name);
    super.visitReference(node);
  }
}

/** The name a selection gives its column, where it is a plain column or an alias. */
function outputNameOf({ selection }: SelectionNode): string | undefined {
  if (AliasNode.is(selection)) return IdentifierNode.is(selection.alias) ? selection.alias.name : undefined;
  if (ReferenceNode.is(selection) && ColumnNode.is(selection.column)) return selection.column.column.name;
  return undefined;
}

/** A PostgreSQL dialect (pg or PGlite) whose queries name tables and columns in snake_case. */
function snakeCased(dialect: Dialect): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => new SnakeCaseCompiler(),
  };
}

/** The database as the code sees it: camelCase names over snake_case tables. */
export function camelCaseDatabase<Tables>(dialect: Dialect, config: Omit<KyselyConfig, 'dialect' | 'plugins'> = {}): Kysely<Tables> {
  return new Kysely<Tables>({ ...config, dialect: snakeCased(dialect), plugins: [rows] });
}
