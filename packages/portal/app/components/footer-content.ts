import type { FooterProps } from '@rigready/ui';

/**
 * The portal's footer: the copyright holder and the provider's social links (spec part 1 §2).
 *
 * @example
 * <AppShell footer={PORTAL_FOOTER} ... />
 */
export const PORTAL_FOOTER: FooterProps = {
  owner: 'rigready',
  social: [
    { network: 'linkedin', href: 'https://www.linkedin.com/company/rigready' },
    { network: 'facebook', href: 'https://www.facebook.com/rigready' },
    { network: 'instagram', href: 'https://www.instagram.com/rigready' },
  ],
};
