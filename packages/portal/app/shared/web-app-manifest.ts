/** One icon of the web app manifest. */
export interface ManifestIcon {
  src: string;
  sizes: string;
  type: 'image/png';
  purpose: 'any' | 'maskable';
}

/** The fields of the web app manifest the portal sends (see https://www.w3.org/TR/appmanifest/). */
export interface WebAppManifest {
  name: string;
  short_name: string;
  description: string;
  id: string;
  start_url: string;
  scope: string;
  display: 'standalone';
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
}

/**
 * The installed app's colours: the ui kit's `--rr-color-primary` for the title bar and `--rr-color-bg`
 * for the splash screen (packages/ui/src/styles/tokens.css). The page's `<meta name="theme-color">`
 * says the same, so a tab and the installed window look alike.
 *
 * @example
 * APP_COLOURS.theme; // '#0b4f8a'
 */
export const APP_COLOURS = { theme: '#0b4f8a', background: '#ffffff' } as const;

/**
 * The portal as an installable app: it opens on the scan screen, the field screen people at the rack use,
 * in a window of its own. `scripts/render-app-icons.ts` writes it to public/manifest.webmanifest beside
 * the icons it renders from the favicon.
 *
 * @example
 * JSON.stringify(WEB_APP_MANIFEST); // what /manifest.webmanifest answers
 */
export const WEB_APP_MANIFEST: WebAppManifest = {
  name: 'rigready',
  short_name: 'rigready',
  description: 'Scan labels and count racks and deliveries, also without a network.',
  id: '/scan',
  start_url: '/scan',
  scope: '/',
  display: 'standalone',
  theme_color: APP_COLOURS.theme,
  background_color: APP_COLOURS.background,
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
