import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { PageBand, useDocumentTitle, type BackTarget, type Crumb } from '@wanderpages/shared';
import { breadcrumbThing } from '../data/schema-org';
import type { Gradient } from '../data/types';
import { gradientBackground } from '../styles/gradient';
import { StructuredData } from './structured-data';

interface PageFrameProps {
  /** The h1, also the document title. */
  title: string;
  eyebrow: string;
  lead: string;
  /** The page's own colours, under the band's dark veil. */
  gradient: Gradient;
  back: BackTarget;
  /** Where the page sits ("Destinations / Asia / Tokyo"), beside the way back. */
  trail: readonly Crumb[];
  /** Beside the band's text: the page's map. */
  illustration?: ReactNode;
  children: ReactNode;
}

/**
 * Every catalogue page: shared's page band in its dark tone over the page's colours (the way back, the trail, the
 * one h1 and the lead), then the page's sections. The host already draws the site header and footer around it.
 * The trail is also the page's BreadcrumbList for search engines, from the same crumbs.
 */
export function PageFrame({ title, eyebrow, lead, gradient, back, trail, illustration, children }: PageFrameProps) {
  const theme = useTheme();
  // The lead doubles as the page's meta description (the fragment's HTML head and search results).
  useDocumentTitle(title, lead);
  const breadcrumb = breadcrumbThing(trail);
  return (
    <main>
      <PageBand tone="dark" backdrop={gradientBackground(theme, gradient)} back={back} trail={trail} eyebrow={eyebrow} title={title} lead={lead} aside={illustration} />
      {breadcrumb && <StructuredData data={breadcrumb} />}
      {children}
    </main>
  );
}

/** docs/product/screens.md#continent-pages: "Back Home". */
export const BACK_HOME: BackTarget = { to: '/', label: 'Back Home' };
