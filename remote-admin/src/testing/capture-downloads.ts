/** For tests only: the files the page hands the browser to save, in jsdom (which has no object URLs). */
export interface Download {
  name: string;
  blob: Blob;
}

/**
 * Records every download the page starts (a Blob behind an object URL, clicked through a temporary
 * `<a download>`), from each test's start to its end; call once at the top of a test file or describe block.
 */
export function captureDownloads(): Download[] {
  const downloads: Download[] = [];
  let lastBlob: Blob | null = null;
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  const captureClick = (event: MouseEvent) => {
    const link = event.target;
    if (link instanceof HTMLAnchorElement && link.download && lastBlob) {
      // jsdom cannot navigate to a blob: URL; the browser would save the file here.
      event.preventDefault();
      downloads.push({ name: link.download, blob: lastBlob });
    }
  };

  beforeEach(() => {
    downloads.length = 0;
    lastBlob = null;
    URL.createObjectURL = (blob: Blob) => {
      lastBlob = blob;
      return 'blob:http://localhost/export';
    };
    URL.revokeObjectURL = () => undefined;
    document.addEventListener('click', captureClick);
  });

  afterEach(() => {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    document.removeEventListener('click', captureClick);
  });

  return downloads;
}
