// The page's entry point: a hash router over the home, game, join, analysis and history views.

import {api, seats} from './api.js';
import {h, select, capital} from './dom.js';
import {gameView} from './game.js';
import {analysisView} from './analysis.js';
import {endingsView} from './endings.js';
import {puzzlesView} from './puzzles.js';

const view = document.getElementById('view');
let cleanup = null;

const LEVELS = ['beginner', 'novice', 'casual', 'club', 'strong', 'expert', 'maximum'];
const CLOCKS = [['', 'Untimed'], ['1+1', '1 min + 1 s'], ['3+2', '3 min + 2 s'], ['5+3', '5 min + 3 s'],
  ['10+5', '10 min + 5 s'], ['15+10', '15 min + 10 s'], ['30+0', '30 min']];

/** "5+3" → {initialMs: 300000, incrementMs: 3000}; "" → null. */
export function parseClock(text) {
  const m = /^(\d+(?:\.\d+)?)\+(\d+)$/.exec(text || '');
  return m ? {initialMs: Math.round(+m[1] * 60000), incrementMs: +m[2] * 1000} : null;
}

function route() {
  if (cleanup) cleanup();
  cleanup = null;
  view.replaceChildren();
  const hash = location.hash.replace(/^#\/?/, '');
  const [path, query] = hash.split('?');
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  const params = new URLSearchParams(query || '');
  for (const a of document.querySelectorAll('header nav a')) {
    a.classList.toggle('active', a.getAttribute('href') === '#/' + (parts[0] || ''));
  }
  if (parts[0] === 'game' && parts[1]) cleanup = gameView(view, parts[1]);
  else if (parts[0] === 'join' && parts[1] && parts[2]) join(parts[1], parts[2]);
  else if (parts[0] === 'analysis') cleanup = analysisView(view, params);
  else if (parts[0] === 'history') history(+params.get('page') || 1);
  else if (parts[0] === 'endings') cleanup = endingsView(view, parts[1]);
  else if (parts[0] === 'puzzles') cleanup = puzzlesView(view, parts[1] || null);
  else home();
  view.focus({preventScroll: true});
}

/** The level, colour and clock of the last game started against the engine. */
function lastChoices() {
  try {
    return JSON.parse(localStorage.getItem('crownhead.engineGame')) || {};
  } catch (e) {
    return {};
  }
}

/** A recent game in a line: the opponent, the result or whose move it is. */
async function describeRecent(entry, li) {
  try {
    const g = await api('GET', `/api/games/${encodeURIComponent(entry.id)}`);
    const held = Object.keys(entry.seats || {});
    const mine = held.length === 1 ? held[0] : null;
    const name = (c) => ((g.players || {})[c] || {}).name || capital(c);
    const opponent = mine ? `against ${name(mine === 'black' ? 'white' : 'black')}` : `${name('black')} – ${name('white')}`;
    let state;
    if (g.status === 'over') state = g.result ? `${g.result}${g.winner ? `, ${g.winner === mine ? 'you won' : mine ? 'you lost' : `${capital(g.winner)} won`}` : ', a draw'}` : 'over';
    else if (g.status === 'waiting') state = 'waiting for your friend';
    else if (g.status === 'aborted') state = 'aborted';
    else state = mine && g.turn === mine ? 'your move' : `${capital(g.turn)} to move`;
    li.querySelector('.recent-state').textContent = ` · ${opponent} · ${state}`;
  } catch (e) {
    li.querySelector('.recent-state').textContent = e.status === 404 ? ' · no longer on this server' : '';
  }
}

function home() {
  const savedName = localStorage.getItem('crownhead.name') || '';
  const name = h('input', {'id': 'name', 'value': savedName, 'maxlength': 40, 'placeholder': 'Your name (optional)',
    'aria-label': 'Your name', 'autocomplete': 'nickname'});
  const last = lastChoices();
  const level = select({'id': 'level', 'aria-label': 'Engine level'}, LEVELS.map((l) => [l, capital(l)]), last.level || 'casual');
  const colours = [['black', 'Black (moves first)'], ['white', 'White'], ['random', 'Random']];
  const colour = select({'id': 'colour', 'aria-label': 'Your colour'}, colours, last.colour || 'black');
  const clock = select({'id': 'clock', 'aria-label': 'Clock'}, CLOCKS, last.clock || '');
  const localClock = select({'id': 'local-clock', 'aria-label': 'Clock for two players'}, CLOCKS, '');
  const onlineColour = select({'id': 'online-colour', 'aria-label': 'Your colour against your friend'}, colours, 'random');
  const onlineClock = select({'id': 'online-clock', 'aria-label': 'Clock against your friend'}, CLOCKS, '10+5');
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});

  async function start(mode, colourValue, clockValue, button) {
    error.textContent = '';
    const n = name.value.trim();
    localStorage.setItem('crownhead.name', n);
    let c = colourValue;
    if (c === 'random') c = Math.random() < 0.5 ? 'black' : 'white';
    const body = {mode, colour: c, clock: parseClock(clockValue)};
    if (mode === 'engine') {
      body.level = level.value;
      localStorage.setItem('crownhead.engineGame', JSON.stringify({level: level.value, colour: colour.value, clock: clock.value}));
    }
    if (n) body.name = n;
    button.disabled = true;
    try {
      const r = await api('POST', '/api/games', body);
      seats.put(r.game.id, {seats: r.seats, invite: r.invite || null, mode});
      location.hash = `#/game/${encodeURIComponent(r.game.id)}`;
    } catch (e) {
      error.textContent = e.message;
      button.disabled = false;
    }
  }
  const go = (id, label, aria, handler) => {
    const b = h('button', {'type': 'button', id, 'class': 'primary', 'aria-label': aria}, label);
    b.addEventListener('click', () => handler(b));
    return b;
  };
  const field = (label, control) => h('label', {}, h('span', {}, label), control);
  const recent = seats.recent(5);
  view.append(h('section', {'class': 'home'},
      h('h1', {}, 'Play English draughts'),
      h('p', {'class': 'intro'}, field('Name', name)),
      error,
      h('div', {'class': 'cards'},
          h('article', {'class': 'card'}, h('h2', {}, 'Against the engine'),
              field('Level', level), field('Your colour', colour), field('Clock', clock),
              go('play-engine', 'Play the engine', 'Start a game against the engine',
                  (b) => start('engine', colour.value, clock.value, b))),
          h('article', {'class': 'card'}, h('h2', {}, 'Two players, one screen'),
              h('p', {}, 'Take turns at this device.'), field('Clock', localClock),
              go('play-local', 'Play here', 'Start a game for two at this screen',
                  (b) => start('local', 'black', localClock.value, b))),
          h('article', {'class': 'card'}, h('h2', {}, 'Invite a friend'),
              h('p', {}, 'Get a link to send; your friend plays from their own browser.'),
              field('Your colour', onlineColour), field('Clock', onlineClock),
              go('play-online', 'Create invitation', 'Create a game and an invitation link',
                  (b) => start('online', onlineColour.value, onlineClock.value, b)))),
      recent.length ? h('div', {'class': 'recent'}, h('h2', {}, 'Your recent games'),
          h('ul', {}, recent.map((g) => {
            const li = h('li', {'data-game': g.id}, h('a', {'href': `#/game/${encodeURIComponent(g.id)}`, 'data-game': g.id},
                `${capital(g.mode || 'game')} game ${g.id}`), h('span', {'class': 'recent-state'}),
            g.savedAt ? h('span', {'class': 'muted'}, ` · ${new Date(g.savedAt).toLocaleString()}`) : '');
            describeRecent(g, li);
            return li;
          }))) : null));
}

async function join(id, invite) {
  const held = seats.get(id);
  if (held && Object.keys(held.seats || {}).length) {
    // Your own invitation (or a game you joined already): your seat, not a second one.
    location.replace(`#/game/${encodeURIComponent(id)}`);
    return;
  }
  const status = h('p', {'id': 'status'}, 'Joining the game…');
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});
  view.append(h('section', {'class': 'panel'}, h('h1', {}, 'Invitation'), status, error));
  const body = {invite};
  const n = localStorage.getItem('crownhead.name');
  if (n) body.name = n;
  try {
    const r = await api('POST', `/api/games/${encodeURIComponent(id)}/join`, body);
    seats.put(id, {seats: r.seats, mode: 'online'});
    location.replace(`#/game/${encodeURIComponent(id)}`);
  } catch (e) {
    status.textContent = 'Could not join the game.';
    error.textContent = e.message;
    if (e.status === 404) {
      status.textContent = 'This game does not exist.';
      error.textContent = `There is no game "${id}" on this server: the link may be mistyped, or the game was never created here.`;
      view.firstChild.append(h('p', {}, h('a', {href: '#/'}, 'Start your own game')));
      return;
    }
    view.firstChild.append(h('p', {}, h('a', {href: `#/game/${encodeURIComponent(id)}`}, 'Watch the game'), ' · ',
        h('a', {href: '#/'}, 'Start your own')));
  }
}

async function history(page) {
  const size = 20;
  const error = h('p', {'id': 'error', 'class': 'error', 'role': 'alert'});
  const body = h('tbody', {'id': 'history-rows'});
  const pager = h('div', {'class': 'pager'});
  view.append(h('section', {'class': 'history'}, h('h1', {}, 'Finished games'), error,
      h('div', {'class': 'table-wrap'}, h('table', {'id': 'history'},
          h('thead', {}, h('tr', {}, ['Date', 'Black', 'White', 'Result', 'Ended by', 'Moves', 'Opening', ''].map((t) => h('th', {}, t)))),
          body)), pager));
  try {
    const r = await api('GET', `/api/games?status=over&limit=${size}&offset=${(page - 1) * size}`);
    const pages = Math.max(1, Math.ceil(r.total / size));
    if (!r.games.length) body.append(h('tr', {}, h('td', {colspan: 8}, 'No finished games yet.')));
    for (const g of r.games) {
      const name = (c) => ((g.players || {})[c] || {}).name || capital(c);
      const id = encodeURIComponent(g.id);
      body.append(h('tr', {'data-game': g.id},
          h('td', {'data-label': 'Date'}, new Date(g.updatedAt || g.createdAt).toLocaleString()),
          h('td', {'data-label': 'Black'}, name('black')), h('td', {'data-label': 'White'}, name('white')),
          h('td', {'class': 'result', 'data-label': 'Result'}, g.result || '*'),
          h('td', {'class': 'termination', 'data-label': 'Ended by'}, g.termination || ''),
          h('td', {'data-label': 'Moves'}, g.moves),
          h('td', {'class': 'opening', 'data-label': 'Opening'}, g.opening || ''),
          h('td', {'class': 'links'},
              h('a', {'href': `#/game/${id}`, 'data-action': 'replay', 'aria-label': `Replay game ${g.id}`}, 'Replay'), ' ',
              h('a', {'href': `#/analysis?game=${id}`, 'data-action': 'analyse', 'aria-label': `Analyse game ${g.id}`}, 'Analyse'), ' ',
              h('a', {'href': `#/analysis?game=${id}&review=1`, 'data-action': 'review', 'aria-label': `Review game ${g.id}`}, 'Review'), ' ',
              h('a', {'href': `/api/games/${id}/pdn`, 'download': `crownhead-${g.id}.pdn`, 'data-action': 'pdn',
                'aria-label': `Download game ${g.id} as PDN`}, 'PDN'))));
    }
    pager.append(
        h('a', {'id': 'history-prev', 'class': 'button', 'href': `#/history?page=${page - 1}`, 'hidden': page <= 1,
          'aria-label': 'Newer games'}, '‹ Newer'),
        h('span', {'id': 'history-page'}, ` Page ${page} of ${pages} (${r.total} games) `),
        h('a', {'id': 'history-next', 'class': 'button', 'href': `#/history?page=${page + 1}`, 'hidden': page >= pages,
          'aria-label': 'Older games'}, 'Older ›'));
  } catch (e) {
    error.textContent = e.message;
  }
}

window.addEventListener('hashchange', route);
route();
