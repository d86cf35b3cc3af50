import {
  type AvailableInterface,
  type CatalogueProvider,
  type InterfaceParts,
  interfaceTitle,
  interfaceValue,
  type OperationDefinition,
  operationRefValue,
} from '@store-console/contract';
import type { gatewayCatalogue } from '../schema.ts';

export type CatalogueRow = typeof gatewayCatalogue.$inferSelect;

export const levelNames = ['provider', 'product', 'version', 'interface', 'operation'] as const;
export type LevelName = (typeof levelNames)[number];
/** A level's path: the provider, and as many deeper names as the level has. */
export type CataloguePath = { provider: string } & Partial<Record<Exclude<LevelName, 'provider'>, string>>;

/** The row key of a path: names below the level are '' (as the table stores them). */
export function rowKey(path: CataloguePath) {
  return {
    provider: path.provider,
    product: path.product ?? '',
    version: path.version ?? '',
    interface: path.interface ?? '',
    operation: path.operation ?? '',
  };
}

export function depthOf(path: CataloguePath): number {
  return levelNames.filter((level) => (path[level] ?? '') !== '').length;
}

export function pathTitle(path: CataloguePath): string {
  return levelNames
    .map((level) => path[level] ?? '')
    .filter(Boolean)
    .join('-');
}

type OperationNode = { operation: string; settings: Record<string, string>; definition: OperationDefinition };
type InterfaceNode = { interface: string; settings: Record<string, string>; operations: OperationNode[] };
type VersionNode = { version: string; settings: Record<string, string>; interfaces: InterfaceNode[] };
type ProductNode = { product: string; settings: Record<string, string>; versions: VersionNode[] };

const byName = (a: CatalogueRow, b: CatalogueRow) => {
  for (const level of levelNames) {
    if (a[level] !== b[level]) return a[level] < b[level] ? -1 : 1;
  }
  return 0;
};

function child<T>(list: T[], find: (item: T) => boolean, make: () => T): T {
  const found = list.find(find);
  if (found) return found;
  const made = make();
  list.push(made);
  return made;
}

/** The rows as the provider → … → operation tree, each level sorted by name. */
export function buildTree(rows: readonly CatalogueRow[]): CatalogueProvider[] {
  const providers: CatalogueProvider[] = [];
  for (const row of [...rows].sort(byName)) {
    const depth = depthOf(row);
    const provider = child(
      providers,
      (p) => p.provider === row.provider,
      () => ({ provider: row.provider, settings: {}, products: [] }),
    );
    if (depth === 1) provider.settings = row.settings;
    if (depth < 2) continue;
    const product: ProductNode = child(
      provider.products,
      (p) => p.product === row.product,
      () => ({ product: row.product, settings: {}, versions: [] }),
    );
    if (depth === 2) product.settings = row.settings;
    if (depth < 3) continue;
    const version: VersionNode = child(
      product.versions,
      (v) => v.version === row.version,
      () => ({ version: row.version, settings: {}, interfaces: [] }),
    );
    if (depth === 3) version.settings = row.settings;
    if (depth < 4) continue;
    const iface: InterfaceNode = child(
      version.interfaces,
      (i) => i.interface === row.interface,
      () => ({ interface: row.interface, settings: {}, operations: [] }),
    );
    if (depth === 4) iface.settings = row.settings;
    // An operation row always carries its definition (saveLevel refuses one without).
    if (depth === 5 && row.definition) {
      iface.operations.push({ operation: row.operation, settings: row.settings, definition: row.definition });
    }
  }
  return providers;
}

/** The node a path names, with everything under it, or undefined. */
export function nodeAt(tree: CatalogueProvider[], path: CataloguePath) {
  const provider = tree.find((p) => p.provider === path.provider);
  if (!provider || path.product === undefined) return provider;
  const product = provider.products.find((p) => p.product === path.product);
  if (!product || path.version === undefined) return product;
  const version = product.versions.find((v) => v.version === path.version);
  if (!version || path.interface === undefined) return version;
  const iface = version.interfaces.find((i) => i.interface === path.interface);
  if (!iface || path.operation === undefined) return iface;
  return iface.operations.find((o) => o.operation === path.operation);
}

/** `?detailed=true`: every interface with its parts, title, value and operations. */
export function flatten(tree: CatalogueProvider[]): AvailableInterface[] {
  return tree.flatMap(({ provider, products }) =>
    products.flatMap(({ product, versions }) =>
      versions.flatMap(({ version, interfaces }) =>
        interfaces.map((node) => {
          const parts: InterfaceParts = { provider, product, version, interface: node.interface };
          return {
            ...parts,
            title: interfaceTitle(parts),
            value: interfaceValue(parts),
            operations: node.operations.map(({ operation, definition }) => ({
              operation,
              title: `${interfaceTitle(parts)} ${operation}`,
              value: operationRefValue({ ...parts, operation }),
              interfaceType: definition.interfaceType,
              method: definition.request.method,
              path: definition.request.path,
            })),
          };
        }),
      ),
    ),
  );
}
