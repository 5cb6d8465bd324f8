import { useCallback, useRef, useState } from 'react';
import { emitEvent, notify } from '@wanderpages/shared';
import { fetchAllSignups, type ExportProgress } from '../api/signups-api';
import { csvFileName, signupsToCsv } from '../csv/signups-csv';
import { downloadTextFile } from '../csv/download-file';

export interface CsvExportState {
  exporting: boolean;
  /** Rows fetched so far, while an export runs. */
  progress: ExportProgress | null;
  exportCsv(): Promise<void>;
}

/** Export to CSV: every signup (not just the rows on screen), built locally and downloaded (spec §8, §9). */
export function useCsvExport(): CsvExportState {
  const [exporting, setExporting] = useState(false);
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef(false);

  const exportCsv = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setExporting(true);
    setProgress(null);
    try {
      const rows = await fetchAllSignups(setProgress);
      if (rows.length === 0) {
        notify({ title: 'No signups to export', description: 'There are no newsletter signups to export yet.' });
        return;
      }
      downloadTextFile(csvFileName(new Date()), signupsToCsv(rows));
      notify({
        title: 'Export successful',
        description: `Exported ${rows.length} newsletter signups to CSV.`,
        variant: 'success',
      });
      emitEvent('wanderpages:signups-exported', { count: rows.length });
    } catch (error) {
      // Not in the spec's catalogue: reading the rows failed, which is a load failure.
      console.error('CSV export failed:', error);
      notify({
        title: 'Error loading signups',
        description: 'Failed to load newsletter signups. Please try again.',
        variant: 'destructive',
      });
    } finally {
      running.current = false;
      setExporting(false);
      setProgress(null);
    }
  }, []);

  return { exporting, progress, exportCsv };
}
