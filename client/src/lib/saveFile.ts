// Hands a file made in the page (a console export, a privacy export) to the browser's download, named.
export function saveFile(content: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // After the click has started the download: revoking at once cancels it in some browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A file name made of safe characters: "<what>-<slug or id>.<ext>". */
export function exportFileName(what: string, eventRef: string, ext: string): string {
  return `${what}-${eventRef.replace(/[^A-Za-z0-9_-]+/g, "-").slice(0, 60)}.${ext}`;
}
