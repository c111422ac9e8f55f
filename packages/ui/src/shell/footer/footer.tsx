import { SocialIcon, type SocialNetwork } from './social-icon.js';

/** One social link of the {@link Footer}. */
export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** The link's accessible name; default the network's name, e.g. 'LinkedIn'. */
  label?: string;
}

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Who holds the copyright, e.g. the provider's company name. */
  owner: string;
  /** The copyright year; default the current year. */
  year?: number;
  social?: readonly SocialLink[];
}

const NETWORK_NAMES: Readonly<Record<SocialNetwork, string>> = {
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
};

/**
 * The portal's footer (spec part 1 §2): the copyright and the provider's social links, each an icon link
 * named for screen readers and opening in a new tab.
 *
 * @example
 * <Footer owner="Acme Inspection AS" social={[{ network: 'linkedin', href: 'https://www.linkedin.com/company/acme' }]} />
 */
export function Footer({ owner, year = new Date().getFullYear(), social = [] }: FooterProps) {
  return (
    <footer className="rr-footer">
      <p className="rr-footer__copyright">
        © {year} {owner}
      </p>
      {social.length > 0 ? (
        <ul className="rr-footer__social" aria-label="Social media">
          {social.map((link) => {
            const name = link.label ?? NETWORK_NAMES[link.network];
            return (
              <li key={link.href}>
                <a
                  className="rr-footer__social-link"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${name} (opens in a new tab)`}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </footer>
  );
}
