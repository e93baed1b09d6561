// The home page's hero words (docs/product/site.md#home), one copy for the app's HomePage and for the
// hero the server writes into the home page (decision 047), so the two cannot drift apart.

export const HOME_HERO_TITLE = 'Sports pools with your friends, in a minute.';
export const HOME_HERO_LEDE =
  'Free. No app to download, no account to make. Share your pool by link or QR code and friends join from any phone with just their initials.';
export const HOME_HERO_CTA = 'Create a pool';
export const HOME_HERO_MORE = 'How it works';
