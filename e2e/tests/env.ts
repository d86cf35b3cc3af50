/** Known seed passwords and signing secret of the server the journeys run against. */
export const e2eEnv = {
  adminPassword: 'e2e-admin-password',
  partnerPassword: 'e2e-partner-password',
  jwtSecret: 'e2e-jwt-secret-that-is-long-enough-0123456789',
} as const;
