// A module of its own so the shell can load the rules (and the schema library) with the change-password
// dialog: a dynamic import of '@rigready/core' itself would pull every export of the package into the page.
export { portalChangePasswordSchema } from '@rigready/core';
