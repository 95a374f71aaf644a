import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that hydrates apart from the rest. Some parts set state the
 * moment they are on the page (a Radix slider measures its thumb from a ref), and React renders
 * such an update at once, in the task that commits them, running every effect committed with
 * them there too. React hydrates a Suspense boundary's content in a pass of its own, after the
 * content around it, so the boundary keeps that work out of the page's commit. Nothing in here
 * suspends: on the server and in the app's own renders it is a plain wrapper.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
