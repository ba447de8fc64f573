// One polite live region for the whole page: moves the player did not make are read out.

let region = null;

/** The region exists from the start, empty, so that screen readers watch it before it speaks. */
function ensure() {
  if (!region || !region.isConnected) {
    region = document.createElement('p');
    region.id = 'announce';
    region.className = 'sr-only';
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    document.body.append(region);
  }
  return region;
}

/** Says text to screen readers ("White played 22-18"); the region stays visually hidden. */
export function announce(text) {
  ensure().textContent = text;
}

ensure();
