import type { EnrolResponse } from '@store-console/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createTotpSecret,
  enrolSms,
  enrolTotp,
  getMfaStatus,
  regenerateRecoveryCodes,
  resendVerificationEmail,
  sendEnrolmentSms,
} from '../identity.ts';
import { keyRoot } from '../query-keys.ts';

/** The signed-in operator's 2FA state. */
const identityRoot = keyRoot('identity');
export const identityKeys = { ...identityRoot, mfa: () => [...identityRoot.all, 'mfa'] as const };

/** How often the state is asked again while the email awaits its verification link (opened elsewhere). */
const emailPollMs = 3_000;

export function useMfaStatus() {
  return useQuery({
    queryKey: identityKeys.mfa(),
    queryFn: ({ signal }) => getMfaStatus(signal),
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (query.state.data?.emailVerified === false ? emailPollMs : false),
  });
}

function useInvalidateMfaStatus() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: identityKeys.all });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerificationEmail });
}

export function useCreateTotpSecret() {
  return useMutation({ mutationFn: createTotpSecret });
}

export function useEnrolTotp() {
  const invalidate = useInvalidateMfaStatus();
  return useMutation<EnrolResponse, Error, string>({ mutationFn: enrolTotp, onSuccess: invalidate });
}

export function useSendEnrolmentSms() {
  return useMutation({ mutationFn: sendEnrolmentSms });
}

export function useEnrolSms() {
  const invalidate = useInvalidateMfaStatus();
  return useMutation<EnrolResponse, Error, string>({ mutationFn: enrolSms, onSuccess: invalidate });
}

export function useRegenerateRecoveryCodes() {
  const invalidate = useInvalidateMfaStatus();
  return useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: invalidate });
}
