// What a game link that leads to no game says, in the page the server sends (its title and link
// preview) and in the page the app draws (docs/product/site.md#routes): one text for both.

/** The headline of the not-found page, and the link preview's title. */
export const GAME_NOT_FOUND_TITLE = 'This game was deleted or the link is wrong';
/** The line under it. */
export const GAME_NOT_FOUND_TEXT = 'Ask whoever sent it for a fresh link or code. Games you host or play are in My Games.';
/** The browser tab's title. */
export const GAME_NOT_FOUND_PAGE_TITLE = 'Game not found · Sportsball';
