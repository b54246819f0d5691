/** Hands a file to the browser's downloads, as a click on a download link would. */
export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once it started; the page keeps no reference to the data.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
