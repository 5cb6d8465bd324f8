/** What a bench run records (bench/report.json) and the budgets it is held to (bench/budgets.json). */
import type { AdminScaleResult } from './admin-scale';
import type { BuildTime } from './build-times';
import type { BurstResult } from './burst';
import type { FirstHtml } from './first-html';
import type { LighthouseRun } from './lighthouse';
import type { PageRun } from './page-metrics';

export interface Budgets {
  homeCriticalJsGzipKB: number;
  federatedOverMonolithBytes: number;
  federatedOverMonolithLcp: number;
  lcpMs: number;
  tbtMs: number;
  longestTaskMs: number;
  lighthousePerformanceMin: number;
  lighthouseOtherMin: number;
  adminFirstRowsMs: number;
  csvExportS: number;
  burstP99Ms: number;
  burstLost: number;
}

interface Machine {
  date: string;
  host: string;
  cpu: string;
  cores: number;
  memoryGB: number;
  os: string;
  node: string;
  chromium: string;
}

export interface BenchData {
  machine: Machine;
  throttling: string;
  runsPerPage: number;
  benchSeconds: number;
  pages: PageRun[];
  /** The first response of each page per variant (once, not per load). */
  firstHtml: FirstHtml[];
  lighthouse: LighthouseRun[];
  variants: string[];
  paths: string[];
  admin?: AdminScaleResult;
  burst?: BurstResult;
  builds: BuildTime[];
  notes: string[];
}

export interface BudgetLine {
  budget: string;
  limit: string;
  figure: string;
  status: 'within' | 'over' | 'not measured';
}
