/**
 * Why a company sign-in came back to /login, as the `error` query parameter (fixed codes only, so the
 * page never echoes what a link put there), and what /login says for each.
 *
 * @example
 * redirect(`/login?error=company-disabled`); // shows COMPANY_LOGIN_MESSAGES['company-disabled']
 */
export const COMPANY_LOGIN_MESSAGES = Object.freeze({
  'company-failed': 'Oops.. Company sign-in failed. Please try again',
  'company-domain':
    "Oops.. That address is outside your company sign-in's domains. Sign in with your company address",
  'company-customer':
    'Oops.. This account does not belong to the company whose sign-in you used. Ask your administrator',
  'company-disabled': 'Oops.. This account is disabled. Ask your administrator',
  'company-no-account': 'Oops.. There is no account for this address yet. Ask your administrator for one',
});

/**
 * One of the codes of {@link COMPANY_LOGIN_MESSAGES}.
 *
 * @example
 * const code: CompanyLoginError = 'company-domain';
 */
export type CompanyLoginError = keyof typeof COMPANY_LOGIN_MESSAGES;

/**
 * The message of a company sign-in that came back to /login with one of the codes, or null.
 *
 * @example
 * companyLoginMessage(new URL('https://portal.test/login?error=company-disabled')); // 'Oops.. This account is disabled. Ask your administrator'
 */
export function companyLoginMessage(url: URL): string | null {
  const error = url.searchParams.get('error') ?? '';
  return Object.hasOwn(COMPANY_LOGIN_MESSAGES, error)
    ? COMPANY_LOGIN_MESSAGES[error as CompanyLoginError]
    : null;
}

/**
 * What the company sign-in form says about an address whose domain has no connection.
 *
 * @example
 * noCompanySignIn('gmail.com'); // "Oops.. gmail.com has no company sign-in. Sign in with your e-mail and password"
 */
export function noCompanySignIn(domain: string): string {
  return `Oops.. ${domain || 'That address'} has no company sign-in. Sign in with your e-mail and password`;
}

/**
 * What the password, sign-in link and reset forms say to a user whose company requires its connection.
 *
 * @example
 * companyOnly('Northwind Drilling'); // 'Northwind Drilling signs in with its company account: use "Sign in with your company account"'
 */
export function companyOnly(customer: string): string {
  return `${customer} signs in with its company account: use "Sign in with your company account"`;
}
