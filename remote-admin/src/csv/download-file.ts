/**
 * Hands a file to the browser's download machinery: a Blob, an object URL and a temporary <a download>.
 * Nothing leaves the browser (docs/product/calls.md#not-a-call: the export makes no call of its own).
 */
export function downloadFile(fileName: string, parts: BlobPart[], type = 'text/csv;charset=utf-8'): void {
  // The parts (a file built a page at a time) are joined by the Blob itself, never into one big string.
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked on the next task: some browsers start reading the URL only after click() returns.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
