// A content page with a block of every kind, links, questions and text that must be escaped: the
// real pages are written elsewhere and may hold any of these, or none yet.
import type { ContentPage } from '../../src/contracts/content/types.js';

export const FIXTURE_ARTICLE: ContentPage = {
  path: '/learning-center/fixture',
  title: 'Fixture <article> & "quotes"',
  description: "A page with every block, and text like <b>this</b> and $& that's kept as text.",
  heading: 'Every <block> kind',
  lead: 'Read [the basics](/learning-center/squares-basics) first, or [elsewhere](https://evil.example).',
  kind: 'article',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Paragraphs & lists',
      blocks: [
        { p: 'A paragraph with <script>alert(1)</script> and a [link home](/).' },
        { list: ['One', 'Two with [a link](/squares)'] },
        { steps: ['First', 'Second'] },
        { table: { caption: 'Payouts per quarter', head: ['Quarter', 'Share'], rows: [['Q1', '25%'], ['Final', '[50%](/squares/tools/payout)']] } },
      ],
    },
  ],
  questions: [{ q: 'Is it <free>?', a: 'Yes: see [about](/about).' }],
  cta: { text: 'Start a pool now.', label: 'Create a pool', to: '/games/new' },
};
