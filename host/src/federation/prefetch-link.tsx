import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { remoteOf, remotePageFor } from '../routes/site-routes';
import { prefetchRemote } from './remote-registry';

function warm(to: LinkProps['to']) {
  const pathname = typeof to === 'string' ? to : (to.pathname ?? '');
  const page = remotePageFor(pathname);
  if (page) prefetchRemote(remoteOf(page.module));
}

/** A router Link that starts fetching the owning remote when hovered or focused. */
export const PrefetchLink = forwardRef<HTMLAnchorElement, LinkProps>(function PrefetchLink(props, ref) {
  const { to, onMouseEnter, onFocus } = props;
  return (
    <Link
      ref={ref}
      {...props}
      onMouseEnter={(event) => {
        warm(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        warm(to);
        onFocus?.(event);
      }}
    />
  );
});
