import { type Factor, type MfaVerifyRequest, type SignInForm, signInFormSchema } from '@store-console/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { requestPasswordToken } from '../../api/auth.ts';
import { startSignIn, verifySecondFactor } from '../../api/identity.ts';
import { configsQuery } from '../../api/queries/configs.ts';
import { allDataCentresQuery } from '../../api/queries/data-centres.ts';
import { operatorQuery } from '../../api/queries/operators.ts';
import {
  clearSelectedUser,
  clearTokens,
  readMfaDevice,
  readSelectedDataCentreId,
  recordLastLogin,
  storeMfaDevice,
  storeSelectedDataCentreId,
  storeSelectedUser,
  storeTokens,
} from '../../api/session-store.ts';
import { pickDataCentreId } from '../../app/session/pick-data-centre.ts';
import { applyServerErrors } from '../../ui/form/server-errors.ts';

/**
 * The sign-in flow, with the contract's schemas it validates by. The sign-in screen loads this
 * module when its form is first used, so opening /login costs none of it (load-sign-in.ts).
 */

export type SignInFieldErrors = Partial<Record<keyof SignInForm, string>>;
const signInFields = Object.keys(signInFormSchema.shape);

/** The form checked by the contract's schema: the values to send, or the message of each field. */
export function checkSignInForm(values: SignInForm): { values: SignInForm | null; errors: SignInFieldErrors } {
  const parsed = signInFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: SignInFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'username' || field === 'password') && errors[field] === undefined) errors[field] = issue.message;
  }
  return { values: null, errors };
}

/** A 400's field errors placed on the form's fields, or null when none belongs to one. */
export function serverFieldErrors(error: unknown, values: SignInForm): SignInFieldErrors | null {
  const errors: SignInFieldErrors = {};
  const collect: UseFormSetError<FieldValues> = (name, fieldError) => {
    if (name === 'username' || name === 'password') errors[name] = fieldError.message;
  };
  return applyServerErrors(error, values, signInFields, collect) ? errors : null;
}

/** What the second-factor step needs: the pending sign-in and the operator's factors. */
export interface MfaChallenge {
  credentials: SignInForm;
  mfaToken: string;
  factors: Factor[];
}

/** Where a sign-in attempt ends: signed in, or a second factor to verify first. */
export type SignInResult = { kind: 'signed-in' } | { kind: 'mfa-required'; challenge: MfaChallenge };

/** What the operator entered on the second-factor step. */
export type SecondFactor = Pick<MfaVerifyRequest, 'method' | 'factorId' | 'code'>;

/**
 * Token call (with the identity provider's proof), then the operator, the data-centre
 * choice and the configs. The answers are kept in the query cache, so the shell renders at once.
 */
async function openSession(credentials: SignInForm, ipAccessToken: string, queryClient: QueryClient): Promise<void> {
  const tokens = await requestPasswordToken(credentials.username, credentials.password, ipAccessToken);
  storeTokens(tokens);
  recordLastLogin(credentials.username);

  const user = await queryClient.fetchQuery(operatorQuery(tokens.user_id));
  storeSelectedUser(user);

  const dataCentres = await queryClient.fetchQuery(allDataCentresQuery());
  const selected = pickDataCentreId(
    dataCentres.content.map((dataCentre) => dataCentre.id),
    readSelectedDataCentreId(),
    user.dataCentre?.id ?? null,
  );
  if (selected !== null) storeSelectedDataCentreId(selected);

  await queryClient.fetchQuery(configsQuery());
}

/** Any failure leaves no token behind. */
async function withoutLeftovers<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    clearTokens();
    clearSelectedUser();
    throw error;
  }
}

/**
 * The password step. The device remembered for this username lets the server skip the second
 * factor (within the refresh-token validity); otherwise it answers with the factors to choose from.
 */
export async function signIn(credentials: SignInForm, queryClient: QueryClient): Promise<SignInResult> {
  queryClient.removeQueries();
  clearTokens();
  return withoutLeftovers(async () => {
    const deviceToken = readMfaDevice(credentials.username) ?? undefined;
    const start = await startSignIn({ ...credentials, deviceToken });
    if (start.status === 'MFA_REQUIRED') {
      return { kind: 'mfa-required', challenge: { credentials, mfaToken: start.mfaToken, factors: start.factors } };
    }
    await openSession(credentials, start.ipAccessToken, queryClient);
    return { kind: 'signed-in' };
  });
}

/** The second-factor step: a verified code remembers this device for the username, then signs in. */
export async function completeSignIn(
  challenge: MfaChallenge,
  factor: SecondFactor,
  queryClient: QueryClient,
): Promise<void> {
  return withoutLeftovers(async () => {
    const proof = await verifySecondFactor({ mfaToken: challenge.mfaToken, ...factor });
    storeMfaDevice(challenge.credentials.username, proof.deviceToken);
    await openSession(challenge.credentials, proof.ipAccessToken, queryClient);
  });
}

export function useCompleteSignIn(challenge: MfaChallenge) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (factor: SecondFactor) => completeSignIn(challenge, factor, queryClient) });
}
