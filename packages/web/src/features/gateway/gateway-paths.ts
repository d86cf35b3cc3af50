/** The gateway area's URLs under /stores/{storeId}/gateway; names are one path segment each. */
export function gatewayPaths(storeDbId: number) {
  const base = `/stores/${storeDbId}/gateway`;
  const name = encodeURIComponent;
  return {
    base,
    settings: `${base}/settings`,
    integrations: `${base}/integrations`,
    addIntegration: `${base}/integrations-add`,
    logs: `${base}/logs`,
    integration: (integration: string) => `${base}/integrations/${name(integration)}`,
    addOperation: (integration: string) => `${base}/integrations/${name(integration)}/operations-add`,
    operation: (integration: string, operation: string) =>
      `${base}/integrations/${name(integration)}/${name(operation)}`,
    send: (integration: string, operation: string) =>
      `${base}/integrations-send/${name(integration)}/${name(operation)}`,
    playground: (integration: string, operation: string) =>
      `${base}/playground/${name(integration)}/${name(operation)}`,
  };
}
