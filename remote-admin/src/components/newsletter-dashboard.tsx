import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Container, PRIVATE_VIEW } from '@wanderpages/shared';
import { releaseDashboardPrefetch, type DashboardPrefetch } from '../api/dashboard-prefetch';
import type { SourceFilter } from '../api/signups-api';
import { TAB_LABELS } from '../content/dashboard-texts';
import { formatCount } from '../content/display-formats';
import { CLEAR_DIALOG_TEXTS } from '../content/signups-texts';
import { useClearSignups } from '../hooks/use-clear-signups';
import { useCsvExport, useExportProgress, type ExportProgressStore } from '../hooks/use-csv-export';
import { useDashboardHead } from '../hooks/use-dashboard-head';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useReturnFocus } from '../hooks/use-return-focus';
import { useSignupCounts } from '../hooks/use-signup-counts';
import { useSignupList } from '../hooks/use-signup-list';
import { AdminFooterBox } from './admin-footer-box';
import { ConfirmDialog } from './confirm-dialog';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs, type DashboardTab } from './dashboard-tabs';
import { MessagesPanel } from './messages-panel';
import { SignupCounters } from './signup-counters';
import { SignupFilters } from './signup-filters';
import { SignupList } from './signup-list';

const Body = styled(Container)`
  padding-top: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

/** Export and its progress on the left; Clear All apart on the right, behind a rule on a phone. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(6)} 0 ${({ theme }) => theme.space(10)};
`;

const DangerZone = styled.div`
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    flex-basis: 100%;
    margin-left: 0;
    margin-top: ${({ theme }) => theme.space(3)};
    padding-top: ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.color.line};
  }
`;

const Progress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkSoft};
`;

const Recent = styled.section`
  h2 { font-size: 1.5rem; }
`;

const TABS = [
  { id: 'signups', label: TAB_LABELS.signups },
  { id: 'messages', label: TAB_LABELS.messages },
] as const;

/** "Exporting… 3,000 of 100,000": the only part of the page that re-renders as export pages arrive. */
function ExportStatus({ exporting, store }: { exporting: boolean; store: ExportProgressStore }) {
  const progress = useExportProgress(store);
  return (
    <Progress role="status">
      {exporting && (progress ? `Exporting… ${formatCount(progress.loaded)} of ${formatCount(progress.total)}` : 'Exporting…')}
    </Progress>
  );
}

interface Props {
  email: string;
  userId: string;
  /** The first screen's reads, started before the gates were passed (see api/dashboard-prefetch.ts). */
  prefetch?: DashboardPrefetch;
}

/** The admin's page (docs/product/screens.md#newsletter-admin): counters, export, clear all, and the paged list. */
export function NewsletterDashboard({ email, userId, prefetch }: Props) {
  useDashboardHead();
  const [reloadKey, setReloadKey] = useState(0);
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<SourceFilter>('all');
  const debouncedSearch = useDebouncedValue(search, 300);
  // Only reads made for this user are used; the hooks read them on their first load only.
  const [prefetched] = useState(() => prefetch?.forUser(userId));
  useEffect(() => {
    if (prefetch) releaseDashboardPrefetch(prefetch);
  }, [prefetch]);
  // The list first: its request goes out before the counters' (the backend answers in arrival order).
  const list = useSignupList({ search: debouncedSearch, source }, reloadKey, prefetched?.firstPage);
  const counts = useSignupCounts(reloadKey, prefetched?.counts);
  const { exporting, progress, exportCsv } = useCsvExport();
  const reload = useCallback(() => setReloadKey((key) => key + 1), []);
  const { clearing, clearAll } = useClearSignups(reload);
  const [confirming, setConfirming] = useState(false);
  const [tab, setTab] = useState<DashboardTab>('signups');
  const clearButton = useRef<HTMLButtonElement>(null);

  const total = counts.status === 'ready' ? counts.counts.total : null;

  // Back to where the keyboard user was once the dialog closes.
  useReturnFocus(confirming, clearButton);
  const closeDialog = () => setConfirming(false);

  const confirmClear = async () => {
    if (clearing) return;
    await clearAll(total ?? 0);
    closeDialog();
  };

  return (
    <main {...PRIVATE_VIEW}>
      <div inert={confirming}>
        <DashboardHeader />
        <Body>
          <DashboardTabs tabs={TABS} selected={tab} onSelect={setTab} label="Dashboard sections">
            {tab === 'signups' ? (
              <>
                <SignupCounters state={counts} />
                <Actions>
                  <Button onClick={() => void exportCsv()} aria-disabled={exporting}>
                    Export to CSV
                  </Button>
                  <ExportStatus exporting={exporting} store={progress} />
                  <DangerZone>
                    {/*
                      Nothing to clear (or the counts reloading): unavailable but still focusable, so the focus that
                      comes back here after a clear, or stays here while the counts reload, is never dropped.
                    */}
                    <Button
                      ref={clearButton}
                      $variant="destructive"
                      onClick={() => total && setConfirming(true)}
                      aria-disabled={total === null || total === 0}
                    >
                      Clear All Signups
                    </Button>
                  </DangerZone>
                </Actions>
                <Recent aria-labelledby="recent-signups-title">
                  <h2 id="recent-signups-title">Recent Signups</h2>
                  <SignupFilters search={search} source={source} onSearchChange={setSearch} onSourceChange={setSource} />
                  <SignupList list={list} filtered={debouncedSearch.trim() !== '' || source !== 'all'} onRetry={reload} labelledBy="recent-signups-title" />
                </Recent>
              </>
            ) : (
              <MessagesPanel />
            )}
          </DashboardTabs>
          <AdminFooterBox email={email} />
        </Body>
      </div>
      {confirming && total !== null && (
        <ConfirmDialog
          title={CLEAR_DIALOG_TEXTS.title}
          question={CLEAR_DIALOG_TEXTS.question(total)}
          confirmLabel={CLEAR_DIALOG_TEXTS.confirm}
          busyLabel={CLEAR_DIALOG_TEXTS.busy}
          busy={clearing}
          onCancel={closeDialog}
          onConfirm={() => void confirmClear()}
        />
      )}
    </main>
  );
}
