/**
 * The environments a backup can be cloned from. Only this installation (production) exists for now;
 * when peer environments arrive, GET /environments feeds this list instead.
 */
export const cloneEnvironments: readonly { name: string }[] = [{ name: 'production' }];
export const productionEnvironment = 'production';
