import type { ContentPage } from '../types.js';

// The privacy policy. The data list, the deletion rules and the providers follow what the app
// does (docs/product/accounts.md, docs/security.md); change them together.
export const privacy: ContentPage = {
  path: '/privacy',
  title: 'Privacy policy | Sportsball',
  description:
    'What Sportsball collects, why, who else receives it, and how to delete your account. No advertising trackers, no selling of data.',
  heading: 'Privacy policy',
  lead: 'Last updated January 2025. In short: we keep what it takes to run your pools, we do not sell it, and you can delete your account yourself at any time.',
  kind: 'page',
  updated: '2025-01-15',
  sections: [
    {
      heading: 'Who can use Sportsball',
      blocks: [
        {
          p: 'Sportsball is for people aged 13 and over. If you are under 13, please do not use Sportsball or give us your email address. If we learn that a child under 13 has given us personal information, we delete it.',
        },
        {
          p: 'You can play without an account. A visitor gets an anonymous player, kept by a cookie in your browser, and can join pools with just initials or a name. An account (a sign-in by email link or with Google) is needed to host a pool others can join, to keep a profile, and to take your games from one device to another.',
        },
      ],
    },
    {
      heading: 'The data we collect',
      blocks: [
        {
          list: [
            'Email address: the one you sign in with, used to send your sign-in links and to find your account. It is never shown to other players.',
            'Display handle and avatar: the handle you choose, your avatar, and, if you add them, your real name, preferred initials and bio. Other players see your handle or name and your avatar on the pools you play.',
            'Games: the pools you host or join, with their names, descriptions, settings and payout notes.',
            'Picks: your squares and the initials on them, and your pick’em entries, picks and tiebreaker answers. Your pick’em picks stay private until each question locks; after that everyone in the pool sees them.',
            'Results: scores, winners, points and standings of the pools you play.',
            'Jelly-bean balances and transactions: your balance and every credit to it, with the game and the date.',
            'Usage data: what our own analytics records (see below), and the server’s request logs (the address a request came from, the page asked for and the time), used to keep the service running and to stop abuse such as floods of sign-in emails.',
            'iOS purchase history: if you buy something in the Sportsball iOS app, a record of what you bought and when. Apple handles the payment; we never see your card details.',
          ],
        },
        {
          p: 'On your own device, the browser also keeps the initials and name you last used on a squares pool, so you do not have to type them again. They stay on the device.',
        },
      ],
    },
    {
      heading: 'How we use it',
      blocks: [
        {
          list: [
            'To run your pools: show the grid and the picks, score them, and keep everyone’s screen up to date.',
            'To sign you in and keep you signed in.',
            'To keep Sportsball working and fair: limiting how fast requests and sign-in emails can be sent, and finding and fixing errors.',
            'To understand, in aggregate, which parts of Sportsball are used, so we can improve them.',
          ],
        },
        {
          p: 'We do not sell your data, we do not show advertising, and we do not build advertising profiles.',
        },
      ],
    },
    {
      heading: 'Who else receives data',
      blocks: [
        {
          p: 'Our mail provider, which delivers our emails, receives your email address and the sign-in link we send you, and nothing else. Today the only email we send is the sign-in link you ask for.',
        },
        {
          p: 'Our analytics are our own. Events (the pages you open, by their kind rather than their address; a game created, deleted, shared or joined; a pick made on a game’s page; a sign-up) are stored in our own database, and there is no third-party analytics script on our pages. Events are skipped for bots and link-preview crawlers, and they never contain your email address or your picks, nor anything you type. If you opt out of analytics in Your Settings, your events are marked internal and left out of our figures.',
        },
        {
          p: 'When something breaks in the app, your browser may send us an error report (the error, where in our code it happened, the page’s kind and the app’s version), stored in our own database. Only if we turn on an error-reporting service (Sentry) are such reports, and our server’s own errors, also sent to it; they carry no email address.',
        },
        {
          p: 'If you sign in with Google, Google tells us your email address and that it has verified it. What Google records about that sign-in is covered by Google’s own privacy policy.',
        },
        {
          p: 'The sports data we show (schedules, scores, odds) comes from a sports data provider. We only ask it for games; it receives nothing about you.',
        },
        {
          p: 'Other players see what a pool shows: your handle or name, your avatar, your initials on squares, your entries and, once locked, your picks. Paid marks the host puts on squares are visible to everyone in the pool; what each player still owes is shown only to the host and to that player.',
        },
      ],
    },
    {
      heading: 'Cookies',
      blocks: [
        {
          p: 'We use a session cookie, which keeps you signed in (as an anonymous player or with your account) and lasts up to a year. While you sign in, a short-lived cookie ties the sign-in link or the Google sign-in to the browser that asked for it; it expires within minutes. We use no advertising or tracking cookies.',
        },
      ],
    },
    {
      heading: 'Deleting your account',
      blocks: [
        {
          steps: [
            'Open the Menu and choose Profile.',
            'In Your Settings, choose Delete account.',
            'Type DELETE to confirm. Your browser carries on as a new anonymous player.',
          ],
        },
        {
          p: 'What deletion removes: your email address, handle, avatar, real name, bio and preferred initials; your sign-ins and sessions; the link between you and your analytics events (they are kept only as anonymous counts); your jelly-bean balance and transactions; the pools you host that nobody else plays; and your squares and entries in pools that have not locked yet.',
        },
        {
          list: [
            'Pools you host that others play are not deleted, so their players keep their game: they pass to a “Deleted host”.',
            'Your squares and entries in pools that have already locked stay, so the results others played for stand, under “Deleted host”, without your name or avatar.',
            'A pool’s public log of host changes keeps the name it showed at the time of each change.',
          ],
        },
        {
          p: 'An anonymous player has no account to delete: signing out ends it.',
        },
      ],
    },
    {
      heading: 'Contact',
      blocks: [
        {
          p: 'Questions about this policy or about your data? Write to us through the feedback link on the [home page](/) or the Discord community in the menu, where it is offered. If this policy changes, we will update the date at the top of this page.',
        },
      ],
    },
  ],
  cta: { text: 'Ready to play? Hosting a pool takes about a minute.', label: 'Create a pool', to: '/games/new' },
};
