export { demoClientId, demoCompanyId, demoTenantId } from './bc-simulator/data.ts';
export {
  type BcSimulator,
  type BcSimulatorOptions,
  businessCentralResource,
  createBcSimulator,
} from './bc-simulator/server.ts';
