/** Copies text, with a fallback for pages served over plain HTTP, where the Clipboard API is missing. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) return navigator.clipboard.writeText(text);
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('copy failed');
}

/**
 * Copies `text` for a copy button (`data-copy` holds its label) and says how it went on the button
 * for two seconds ("Copied", "Copy failed"); `timers` keeps the pending restores, so the page can
 * clear them when it unmounts.
 */
export function copyFromButton(button: HTMLButtonElement, text: string, timers: Set<ReturnType<typeof setTimeout>>): void {
  const label = button.dataset.copy ?? '';
  const show = (feedback: string) => {
    button.textContent = feedback;
    const timer = setTimeout(() => {
      button.textContent = label;
      timers.delete(timer);
    }, 2000);
    timers.add(timer);
  };
  copyText(text).then(
    () => show('Copied'),
    () => show('Copy failed'),
  );
}
