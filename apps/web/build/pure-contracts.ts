import { type Plugin, parseAst } from 'vite';

/** The contracts package's source files, wherever the workspace sits. */
const CONTRACTS_SOURCE = /[\\/]packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/;

interface Node {
  type: string;
  start: number;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** Where each call and `new` of an expression starts, leaving out function bodies (they run later, if ever). */
function callStarts(node: Node, starts: number[]): void {
  if (node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression') return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.push(node.start);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) callStarts(child, starts);
  }
}

/**
 * Marks as free of side effects every call made while a module's top-level constants are computed
 * (`export const rule = z.string().min(1)`, and `z.array(item)` inside it), so that a bundler may drop
 * the constants nothing reads. Other top-level statements keep their effects.
 */
export function markTopLevelCallsPure(code: string): string {
  const starts: number[] = [];
  for (const statement of parseAst(code).body as unknown as (Node & Record<string, unknown>)[]) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue;
    for (const declarator of (declaration as unknown as { declarations: { init: unknown }[] }).declarations) {
      if (isNode(declarator.init)) callStarts(declarator.init, starts);
    }
  }
  let marked = code;
  for (const start of starts.sort((a, b) => b - a)) {
    marked = `${marked.slice(0, start)}/* @__PURE__ */ ${marked.slice(start)}`;
  }
  return marked;
}

/**
 * The contracts mix plain values the first screen needs (paths, privileges, limits) with zod schemas
 * built by top-level calls. A bundler keeps any call it cannot prove harmless, and with it zod, even when
 * nothing reads the schema; declaring those calls pure lets a build drop the schemas a chunk never uses,
 * so zod comes only with the screens that validate forms. Building a schema has no side effect the web
 * app relies on.
 */
export function pureContracts(): Plugin {
  return {
    name: 'dutyfree:pure-contracts',
    transform(code, id) {
      if (!CONTRACTS_SOURCE.test(id)) return null;
      return { code: markTopLevelCallsPure(code), map: null };
    },
  };
}
