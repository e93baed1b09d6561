// Route module for the pages nobody reaches from the home page — the end of a sign-in
// (/finish-email-sign-in, /auth-complete) and the operators' /admin, /benchd and /debug: one lazy import in
// the router for all of them, each page still a chunk of its own, so the home page's entry names
// one file for them instead of one each.
import { lazy } from 'react';
import { useLocation } from 'react-router';

const PAGES = {
  'finish-email-sign-in': lazy(() => import('./finish-email-sign-in-route.js')),
  'auth-complete': lazy(() => import('./auth-complete-route.js')),
  admin: lazy(() => import('./admin-route.js')),
  debug: lazy(() => import('./debug-route.js')),
  benchd: lazy(() => import('./benchd-route.js')),
} as const;


export default function UtilityRoute() {
  const first = useLocation().pathname.split('/')[1] as keyof typeof PAGES;
  const Page = PAGES[first];
  return <Page />;
}
