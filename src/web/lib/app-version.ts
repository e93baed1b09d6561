// The version of this client bundle, fixed at build time (docs/product/site.md#maintenance-and-versions:
// the running version is compared with siteConfig.minClientVersion). Vite tree-shakes the
// import down to the one field, so no other package.json content reaches the browser.
import packageJson from '../../../package.json' with { type: 'json' };

export const APP_VERSION: string = packageJson.version;
