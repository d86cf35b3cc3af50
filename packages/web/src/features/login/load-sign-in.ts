/** The sign-in flow and the contract it validates by (zod): loaded on the form's first use. */
export const loadSignIn = () => import('./sign-in.ts');
