import { createContext, use } from 'react';

/** The server's environment name (configs.properties.environment); confirmations turn red in production. */
export const EnvironmentContext = createContext<string | null>(null);

export function useIsProduction(): boolean {
  return use(EnvironmentContext) === 'production';
}
