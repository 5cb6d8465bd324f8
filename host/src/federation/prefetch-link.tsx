import { forwardRef } from 'react';
import { Link, useResolvedPath, type LinkProps } from 'react-router-dom';
import { remoteOf, remotePageFor } from '../routes/site-routes';
import { prefetchRemote } from './remote-registry';

function warm(pathname: string) {
  const page = remotePageFor(pathname);
  if (page) prefetchRemote(remoteOf(page.module));
}

/** A router Link that starts fetching the owning remote when hovered or focused. */
export const PrefetchLink = forwardRef<HTMLAnchorElement, LinkProps>(function PrefetchLink(props, ref) {
  const { to, relative, onMouseEnter, onFocus } = props;
  // The path as the Link resolves it: a `to` with a query or a hash ("/auth?mode=signup"), or relative to the
  // current route, names its page only once resolved (the route table matches paths alone).
  const { pathname } = useResolvedPath(to, { relative });
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(event) => {
        warm(pathname);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm(pathname);
        onFocus?.(event);
      }}
    />
  );
});
