// Column names are camelCase in TypeScript and snake_case in SQL. Kysely's CamelCasePlugin renames a
// query by copying its whole operation tree before it is compiled, which cost a sixth of the
// server's CPU on a cheap list call (issue 16). Here the compiler writes each identifier in
// snake_case as it goes, with the plugin's own mapping, and the plugin is kept for the rows that
// come back (snake_case to camelCase, nested objects too).
import { CamelCasePlugin, Kysely, PostgresQueryCompiler, type Dialect, type KyselyConfig, type PluginTransformQueryArgs, type RootOperationNode } from 'kysely';

/** The plugin for rows only: queries are named by the compiler below. */
class CamelCaseRows extends CamelCasePlugin {
  override transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
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
