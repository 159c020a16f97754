// Column names are camelCase in TypeScript and snake_case in SQL. Kysely's CamelCasePlugin renames a
// query by copying its whole operation tree before it is compiled, which cost a sixth of the
// server's CPU on a cheap list call (issue 16). Here the compiler writes each identifier in
// snake_case as it goes, with the plugin's own mapping. The rows that come back are renamed as the
// plugin renames them (snake_case to camelCase, nested objects too), but with the names worked out
// once per result instead of once per value.
import {
  CamelCasePlugin, Kysely, PostgresQueryCompiler,
  type Dialect, type KyselyConfig, type PluginTransformQueryArgs, type PluginTransformResultArgs, type QueryResult, type RootOperationNode, type UnknownRow,
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
    const names = columns.map((column) => this.camelCase(column));
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

// Identifiers come from the code (tables, columns, aliases), so there are few; the bound only
// guards against a caller that builds them from data.
const MAX_NAMES = 10_000;
const written = new Map<string, string>();

class SnakeCaseCompiler extends PostgresQueryCompiler {
  protected override sanitizeIdentifier(identifier: string): string {
    let name = written.get(identifier);
    if (name === undefined) {
      name = super.sanitizeIdentifier(rows.snakeCaseOf(identifier));
      if (written.size < MAX_NAMES) written.set(identifier, name);
    }
    return name;
  }
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
