import { assignableRoles, type DataCentre, formatRole } from '@store-console/contract';

export type AssignableRole = (typeof assignableRoles)[number];

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

function toAssignable(role: string): AssignableRole | undefined {
  return assignableRoles.find((assignable) => assignable === role);
}

/**
 * Roles offered by the operator form: the config enum userRole without SERVICE_ACCOUNT (nor any role
 * the contract cannot assign), labelled by formatRole. A fixed form offers only its current role.
 */
export function roleOptions(userRoles: readonly string[], fixedRole?: string): Option<AssignableRole>[] {
  const roles = userRoles.flatMap((role) => {
    const assignable = toAssignable(role);
    return assignable ? [assignable] : [];
  });
  const offered = fixedRole === undefined ? roles : roles.filter((role) => role === fixedRole);
  return offered.map((role) => ({ value: role, label: formatRole(role) }));
}

export function dataCentreOptions(dataCentres: readonly DataCentre[]): Option[] {
  return dataCentres.map((dataCentre) => ({ value: String(dataCentre.id), label: dataCentre.name }));
}
