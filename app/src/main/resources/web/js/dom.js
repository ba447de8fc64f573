// Small DOM helpers shared by the views.

/**
 * Creates an element: h('button', {id: 'hint', onclick: f}, 'Hint').
 * Attributes starting with "on" become event listeners; null and false attributes are left out.
 */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on')) el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.className = v;
    else if (k === 'value') el.value = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
  append(el, children);
  return el;
}

function append(el, children) {
  for (const c of children) {
    if (c === null || c === undefined || c === false) continue;
    if (Array.isArray(c)) append(el, c);
    else el.append(c instanceof Node ? c : String(c));
  }
}

/** A <select> with [value, label] options. */
export function select(attrs, options, selected) {
  return h('select', attrs, options.map(([v, l]) => h('option', {value: v, selected: v === selected}, l)));
}

/** Shows the element when show is true. */
export function show(el, shown) {
  el.hidden = !shown;
}

export function capital(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : '';
}

/** Saves text as a file in the browser's downloads. */
export function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], {type: type || 'application/x-chess-pdn'}));
  const a = h('a', {href: url, download: name});
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Copies text to the clipboard, falling back to selecting it in the given input. */
export async function copy(text, input) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (e) {
    if (input) {
      input.select();
      return document.execCommand('copy');
    }
    return false;
  }
}

/** The PDN move list: [{num: '1.', text, ply}] in order, ply counting from 1. */
export function numberedMoves(moves, startTurn) {
  const out = [];
  let num = 1;
  let turn = startTurn;
  moves.forEach((text, i) => {
    if (turn === 'black') out.push({num: num + '.'});
    else if (i === 0) out.push({num: num + '...'});
    out.push({text, ply: i + 1});
    if (turn === 'white') num++;
    turn = turn === 'black' ? 'white' : 'black';
  });
  return out;
}
