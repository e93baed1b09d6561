// The site's content pages as data (decision 037): the web renders them with React, the server
// renders the same data to HTML for readers and crawlers without JavaScript. Text may hold
// links written [label](/path) to the site's own pages; nothing else is markup.

/** One block of a section. */
export type ContentBlock =
  | { readonly p: string }
  | { readonly list: readonly string[] }
  | { readonly steps: readonly string[] }
  | { readonly table: { readonly caption: string; readonly head: readonly string[]; readonly rows: readonly (readonly string[])[] } };

export interface ContentSection {
  readonly heading: string;
  readonly blocks: readonly ContentBlock[];
}

/** A question and its answer, shown as such (and offered to search engines as an FAQ). */
export interface ContentQuestion {
  readonly q: string;
  readonly a: string;
}

export interface ContentPage {
  /** The page's path, from the root (`/learning-center/squares-basics`). */
  readonly path: string;
  /** `<title>` and the share preview's title. */
  readonly title: string;
  /** `<meta name="description">`: one or two sentences, under 160 characters. */
  readonly description: string;
  /** The page's one `<h1>`. */
  readonly heading: string;
  /** The line under the heading. */
  readonly lead: string;
  /** Articles are dated and offered to search engines as articles; pages are not. */
  readonly kind: 'article' | 'page';
  /** YYYY-MM-DD. */
  readonly updated: string;
  readonly sections: readonly ContentSection[];
  readonly questions?: readonly ContentQuestion[];
  /** The closing call to create a pool: its button's text and where it goes. */
  readonly cta: { readonly text: string; readonly label: string; readonly to: string };
}
