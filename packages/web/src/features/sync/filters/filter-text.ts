import { type FilterTree, parseFilterExpr } from '@store-console/contract';

/** The tree as the read-only Tree field shows it. */
export function prettyTree(tree: unknown): string {
  return JSON.stringify(tree, null, 2);
}

/** The expression's tree parsed here (the contract's parser, the server's too); null when it does not parse. */
export function localTree(expr: string): FilterTree | null {
  try {
    return parseFilterExpr(expr);
  } catch {
    return null;
  }
}

/**
 * What the live preview asks for: no filter for an empty expression (the whole table), the tree of
 * one that parses, undefined (nothing asked, nothing shown) while it does not.
 */
export function previewTree(expr: string): FilterTree | null | undefined {
  if (!expr.trim()) return null;
  return localTree(expr) ?? undefined;
}
