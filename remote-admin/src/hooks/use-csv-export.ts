import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import { emitEvent, notify } from '@wanderpages/shared';
import { exportSignupPages } from '../api/signups-api';
import { csvFileName, csvHeader, signupsToCsvLines } from '../csv/signups-csv';
import { downloadFile } from '../csv/download-file';
import { exportedToast, SIGNUPS_TOASTS } from '../content/signups-texts';

export interface ExportProgress {
  loaded: number;
  total: number;
}

/**
 * The running export's progress, outside React state: only the component that shows it subscribes, so a page
 * of rows arriving re-renders one line of text, not the dashboard and its list.
 */
export class ExportProgressStore {
  private value: ExportProgress | null = null;
  private readonly listeners = new Set<() => void>();

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly get = (): ExportProgress | null => this.value;

  set(value: ExportProgress | null): void {
    this.value = value;
    for (const listener of this.listeners) listener();
  }
}

export function useExportProgress(store: ExportProgressStore): ExportProgress | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

export interface CsvExportState {
  exporting: boolean;
  /** Rows fetched so far, while an export runs. */
  progress: ExportProgressStore;
  exportCsv(): Promise<void>;
}

/**
 * Export to CSV: every signup (not just the rows on screen), built locally and downloaded (docs/product/texts-and-errors.md#error-catalogue, docs/product/limits.md#csv-export).
 * Each page is turned into CSV lines as it arrives, while the next one is being fetched.
 */
export function useCsvExport(): CsvExportState {
  const [exporting, setExporting] = useState(false);
  const [progress] = useState(() => new ExportProgressStore());
  const running = useRef(false);

  const exportCsv = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setExporting(true);
    progress.set(null);
    try {
      const parts: string[] = [csvHeader()];
      let count = 0;
      for await (const result of exportSignupPages()) {
        if (result.status === 'failed') {
          // Not in the spec's catalogue: reading the rows failed, which is a load failure.
          console.error('CSV export failed:', result.error);
          notify(SIGNUPS_TOASTS.loadFailed);
          return;
        }
        const page = result.data;
        parts.push('\r\n', signupsToCsvLines(page.rows));
        count += page.rows.length;
        progress.set({ loaded: page.loaded, total: page.total });
      }
      if (count === 0) {
        notify(SIGNUPS_TOASTS.nothingToExport);
        return;
      }
      downloadFile(csvFileName(new Date()), parts);
      notify(exportedToast(count));
      emitEvent('wanderpages:signups-exported', { count });
    } finally {
      running.current = false;
      setExporting(false);
      progress.set(null);
    }
  }, [progress]);

  return { exporting, progress, exportCsv };
}
