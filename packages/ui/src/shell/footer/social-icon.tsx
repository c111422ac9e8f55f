/** The social networks the footer has an icon for. */
export type SocialNetwork = 'linkedin' | 'facebook' | 'instagram' | 'youtube' | 'x';

const PATHS: Readonly<Record<SocialNetwork, string>> = {
  linkedin:
    'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4v11H3zm6.5 0h3.8v1.5h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1v5.45h-4v-4.83c0-1.15-.02-2.63-1.6-2.63-1.6 0-1.85 1.25-1.85 2.55v4.91h-3.95z',
  facebook:
    'M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.85.25-1.45 1.47-1.45h1.55V4.47A20.6 20.6 0 0 0 14.25 4.3c-2.2 0-3.75 1.35-3.75 3.82v2.38H8v3h2.5V21z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.75a3.05 3.05 0 1 1 0-6.1 3.05 3.05 0 0 1 0 6.1zM17 5.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM12 3c-2.45 0-2.75 0-3.72.05C4.9 3.2 3.2 4.9 3.05 8.28 3 9.25 3 9.55 3 12s0 2.75.05 3.72c.15 3.38 1.85 5.08 5.23 5.23.97.05 1.27.05 3.72.05s2.75 0 3.72-.05c3.37-.15 5.08-1.85 5.23-5.23.05-.97.05-1.27.05-3.72s0-2.75-.05-3.72C20.8 4.9 19.1 3.2 15.72 3.05 14.75 3 14.45 3 12 3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.77-1.77C18.27 5 12 5 12 5s-6.27 0-7.83.43A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.77 1.77C5.73 19 12 19 12 19s6.27 0 7.83-.43a2.5 2.5 0 0 0 1.77-1.77A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  x: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77zm-1.08 16.2h1.7L7.4 4.73H5.57z',
};

/** Props of {@link SocialIcon}. */
export interface SocialIconProps {
  network: SocialNetwork;
}

/**
 * A social network's logo as a decorative inline SVG (`aria-hidden`); the link around it carries the name.
 *
 * @example
 * <a href="https://www.linkedin.com/company/acme" aria-label="LinkedIn"><SocialIcon network="linkedin" /></a>
 */
export function SocialIcon({ network }: SocialIconProps) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path d={PATHS[network]} fill="currentColor" />
    </svg>
  );
}
