// The game screen: board, players and clocks, move list, actions, live updates.

import {api, seats, liveSocket} from './api.js';
import {Board, parseFen} from './board.js';
import {h, show, capital, copy, numberedMoves} from './dom.js';
import {sound} from './sound.js';
import {announce} from './announce.js';
import {Replay} from './replay.js';

const TITLE = document.title;
const other = (c) => (c === 'black' ? 'white' : 'black');

/** Formats milliseconds as m:ss, with tenths under ten seconds. */
export function clockText(ms) {
  ms = Math.max(0, ms);
  if (ms < 10000) return `0:0${(Math.floor(ms / 100) / 10).toFixed(1)}`;
  const s = Math.ceil(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

function resultText(g) {
  if (g.status === 'aborted') return 'Aborted · no result';
  if (!g.result) return '';
  const who = g.winner ? `${capital(g.winner)} wins` : 'Draw';
  return `${g.result} · ${who}${g.termination ? ` (${g.termination})` : ''}`;
}

/** The plies that can change a game's opening name (the longest named line has 9). */
const OPENING_PLIES = 12;

export function gameView(root, id) {
  const mine = seats.get(id) || {seats: {}};
  let game = null;
  let receivedAt = 0;
  let busy = false;
  let awaitingRematch = false; // this page saw the game ended without a rematch yet
  let friendJoined = false;
  const flipKey = `crownhead.flipped.${id}`;
  let flippedByUser = {true: true, false: false}[localStorage.getItem(flipKey)] ?? null;
  const board = new Board(document.createElement('div'), {onMove: sendMove, onNotice: notice});
  const replay = new Replay(() => render());

  const el = {
    topPlayer: h('div', {'class': 'player', 'id': 'player-top'}),
    bottomPlayer: h('div', {'class': 'player', 'id': 'player-bottom'}),
    status: h('p', {'id': 'status', 'class': 'status', 'aria-live': 'polite'}),
    result: h('p', {'id': 'result', 'class': 'result', 'aria-live': 'polite'}),
    opening: h('p', {'id': 'opening', 'class': 'opening'}),
    notice: h('p', {'id': 'notice', 'class': 'notice', 'aria-live': 'polite'}),
    error: h('p', {'id': 'error', 'class': 'error', 'role': 'alert'}),
    connection: h('p', {'id': 'connection', 'class': 'connection', 'hidden': true}, 'Connection lost: reconnecting…'),
    hintText: h('p', {'id': 'hint-text', 'class': 'hint-text'}),
    moves: h('div', {'id': 'moves', 'class': 'moves', 'aria-label': 'Moves'}),
    invite: h('div', {'id': 'invite', 'class': 'invite', 'hidden': true}),
    drawAnswer: h('div', {'id': 'draw-answer', 'class': 'draw-answer', 'hidden': true}),
    grace: h('p', {'id': 'grace', 'class': 'notice', 'hidden': true}),
    after: h('div', {'id': 'after-game', 'class': 'buttons', 'hidden': true}),
    resignConfirm: h('div', {'id': 'resign-box', 'class': 'confirm', 'hidden': true}),
  };
  const btn = (id, label, onclick, aria) => h('button', {'type': 'button', id, onclick, 'aria-label': aria || label}, label);
  const b = {
    hint: btn('hint', 'Hint', hint, 'Suggest a move'),
    takeback: btn('takeback', 'Take back', takeback, 'Take back the last move'),
    offerDraw: btn('offer-draw', 'Offer draw', () => draw('offer'), 'Offer a draw'),
    resign: btn('resign', 'Resign', () => {
      show(el.resignConfirm, true);
      b.resignYes.focus();
    }, 'Resign the game'),
    flip: btn('flip', 'Flip', () => {
      flippedByUser = !board.flipped;
      localStorage.setItem(flipKey, flippedByUser);
      render();
    }, 'Flip the board'),
    numbers: btn('numbers', 'Numbers', () => {
      board.numbers = !board.numbers;
      localStorage.setItem('crownhead.numbers', board.numbers ? 'on' : 'off');
      render();
    }, 'Show or hide square numbers'),
    accept: btn('accept-draw', 'Accept draw', () => draw('accept')),
    decline: btn('decline-draw', 'Decline', () => draw('decline'), 'Decline the draw'),
    resignYes: btn('resign-confirm', 'Yes, resign', resign, 'Confirm resignation'),
    resignNo: btn('resign-cancel', 'Keep playing', () => show(el.resignConfirm, false), 'Cancel resignation'),
    abort: btn('abort', 'Abort game', abort, 'Abort the game: no result'),
    rematch: btn('rematch', 'Rematch', rematch, 'Play again with the colours swapped'),
  };
  const newGame = h('a', {'id': 'new-game', 'class': 'button', 'href': '#/', 'aria-label': 'Start a new game'}, 'New game');
  el.after.append(b.rematch, newGame);
  board.numbers = localStorage.getItem('crownhead.numbers') !== 'off';
  el.drawAnswer.append(h('span', {'id': 'draw-offer-text'}), b.accept, b.decline);
  el.resignConfirm.append(h('span', {}, 'Resign this game? '), b.resignYes, b.resignNo);
  const pdnLink = h('a', {'id': 'download-pdn', 'class': 'button', 'href': `/api/games/${encodeURIComponent(id)}/pdn`,
    'download': `crownhead-${id}.pdn`, 'aria-label': 'Download the game as PDN'}, 'Download PDN');
  const analyseLink = h('a', {'id': 'analyse', 'class': 'button', 'href': `#/analysis?game=${encodeURIComponent(id)}`,
    'aria-label': 'Analyse this game'}, 'Analyse this game');
  const reviewLink = h('a', {'id': 'review-game', 'class': 'button', 'hidden': true,
    'href': `#/analysis?game=${encodeURIComponent(id)}&review=1`, 'aria-label': 'Review this game with the engine'}, 'Review');

  root.append(h('section', {'class': 'game', 'id': 'game', 'data-game': id},
      h('div', {'class': 'board-column'}, el.topPlayer, board.wrap, el.bottomPlayer, replay.el, board.tools),
      h('div', {'class': 'side'},
          el.status, el.result, el.opening, el.grace, el.notice, el.error, el.connection, el.invite, el.drawAnswer, el.resignConfirm,
          el.after, h('div', {'class': 'buttons'}, b.hint, b.takeback, b.offerDraw, b.resign, b.abort),
          h('div', {'class': 'buttons'}, b.flip, b.numbers, sound.button(), pdnLink, analyseLink, reviewLink),
          el.hintText,
          h('h2', {}, 'Moves'), el.moves)));

  function notice(text) {
    el.notice.textContent = text;
  }
  function error(text) {
    el.error.textContent = text || '';
  }

  /** The seat token this browser acts with for colour, if it holds that seat. */
  function token(colour) {
    return mine.seats[colour] || null;
  }
  /** The colour this browser acts for now (the mover at a shared screen). */
  function actingColour() {
    if (!game) return null;
    const held = Object.keys(mine.seats);
    if (held.length > 1) return game.turn;
    return held[0] || null;
  }
  function canMove() {
    return game && game.status === 'playing' && !game.thinking && !!token(game.turn) && !busy;
  }

  function apply(view) {
    if (!view || view.id !== id) return;
    // Ignore a stale push (an older view arriving after a newer one).
    if (game && Date.parse(view.updatedAt) < Date.parse(game.updatedAt)) return;
    const moved = !game || game.moves.length !== view.moves.length || game.status !== view.status;
    if (game && view.moves.length > game.moves.length) announceMove(view);
    if (game && game.status === 'waiting' && view.status === 'playing') friendJoined = true;
    if (game && view.moves.length !== game.moves.length) friendJoined = false;
    game = view;
    receivedAt = performance.now();
    nameOpening(view);
    if (moved) {
      board.hint = null;
      el.hintText.textContent = '';
      notice('');
    }
    render();
  }

  /** Shows the name of the game's opening; only its first moves can change it. */
  let openingKey = null;
  async function nameOpening(view) {
    const first = view.moves.slice(0, OPENING_PLIES);
    const key = `${view.startFen} ${first.join(' ')}`;
    if (key === openingKey) return;
    openingKey = key;
    try {
      const r = await api('POST', '/api/opening', {startFen: view.startFen, moves: first});
      if (key === openingKey) el.opening.textContent = r.opening ? `Opening: ${r.opening.label}` : '';
    } catch (e) {
      // The name is a nicety: the game goes on without it.
    }
  }

  /** Reads out a move this browser did not make: "White played 22-18". */
  function announceMove(view) {
    const n = view.moves.length;
    const first = parseFen(view.startFen || view.fen).turn;
    const mover = n % 2 === 1 ? first : other(first);
    if (!token(mover) || Object.keys(mine.seats).length > 1) announce(`${capital(mover)} played ${view.moves[n - 1]}`);
  }

  /** The tab title tells a player of an online game that it is their move. */
  function tabTitle() {
    const yours = game.mode === 'online' && game.status === 'playing' && Object.keys(mine.seats).length === 1 &&
        !!token(game.turn);
    document.title = yours ? `Your move · ${TITLE}` : friendJoined ? `Your friend joined · ${TITLE}` : TITLE;
  }

  function playerLine(box, colour) {
    const p = (game.players && game.players[colour]) || {};
    const name = game.status === 'waiting' && !token(colour) ? 'waiting for a friend' : p.name || capital(colour);
    const you = token(colour) && Object.keys(mine.seats).length === 1 && name.toLowerCase() !== 'you' ? ' (you)' : '';
    box.replaceChildren(
        h('span', {'class': `swatch ${colour}`, 'aria-hidden': 'true'}),
        h('span', {'class': 'name', 'id': `name-${colour}`}, name + you),
        h('span', {'class': 'clock', 'id': `clock-${colour}`, 'hidden': !game.clock}));
    box.classList.toggle('to-move', game.status === 'playing' && game.turn === colour);
    box.setAttribute('data-colour', colour);
  }

  function tick() {
    if (!game) return;
    // The first moves' grace period: a countdown to the abort.
    const grace = game.graceMs == null ? null : Math.max(0, game.graceMs - (performance.now() - receivedAt));
    show(el.grace, grace != null);
    if (grace != null) {
      const s = Math.ceil(grace / 1000);
      el.grace.textContent = token(game.turn) && Object.keys(mine.seats).length === 1
        ? `Make your first move within ${s} s, or the game is aborted`
        : `${capital(game.turn)} has ${s} s to make a first move, or the game is aborted`;
    }
    if (!game.clock) return;
    const c = game.clock;
    for (const colour of ['black', 'white']) {
      let ms = colour === 'black' ? c.blackMs : c.whiteMs;
      if (c.running === colour && game.status === 'playing') ms -= performance.now() - receivedAt;
      const span = root.querySelector(`#clock-${colour}`);
      if (span) {
        span.textContent = clockText(ms);
        span.classList.toggle('low', ms < 20000);
        span.classList.toggle('running', c.running === colour);
      }
    }
  }

  function render() {
    if (!game) return;
    const held = Object.keys(mine.seats);
    const start = parseFen(game.startFen || game.fen);
    // Your men at the bottom: a player with Black alone sees the board turned, until they flip it.
    const blackSeat = held.length === 1 && held[0] === 'black';
    board.flipped = flippedByUser ?? blackSeat;
    replay.update(game);
    const past = replay.position; // a finished game stepped back to an earlier move
    board.set(past ? {fen: past.fen, pieces: parseFen(past.fen).pieces, turn: past.turn, lastMove: past.lastMove, legal: []} : {
      fen: game.fen, pieces: parseFen(game.fen).pieces, turn: game.turn, lastMove: game.lastMove,
      legal: canMove() ? game.legalMoves : [], mustCapture: game.mustCapture,
    });
    board.el.setAttribute('data-ply', replay.shown());
    board.el.setAttribute('data-status', game.status);
    board.el.setAttribute('data-turn', game.turn);
    playerLine(el.topPlayer, board.flipped ? 'white' : 'black');
    playerLine(el.bottomPlayer, board.flipped ? 'black' : 'white');
    tick();
    tabTitle();

    let status;
    if (game.status === 'over') status = 'Game over';
    else if (game.status === 'aborted') status = 'Game aborted';
    else if (game.status === 'waiting') status = 'Waiting for your friend to join';
    else if (game.thinking) status = `${(game.players[game.turn] || {}).name || 'The engine'} is thinking…`;
    else if (token(game.turn)) status = held.length > 1 ? `${capital(game.turn)} to move` : `Your move (${game.turn})`;
    else status = `${capital(game.turn)} to move`;
    const ended = game.status === 'over' || game.status === 'aborted';
    if (!held.length && !ended) status += ' · watching';
    el.status.textContent = status;
    el.result.textContent = resultText(game);
    if (canMove() && game.mustCapture) notice('You must capture');

    const steps = replay.active();
    // A move number and its move make a pair that never breaks across lines.
    const items = [];
    let pair = null;
    for (const m of numberedMoves(game.moves, start.turn)) {
      if (m.num) {
        pair = h('span', {'class': 'pair'}, h('span', {'class': 'num'}, m.num), ' ');
        items.push(' ', pair);
        continue;
      }
      const move = h(steps ? 'button' : 'span', {'type': steps ? 'button' : null,
        'class': 'move' + (m.ply === replay.shown() ? ' current' : ''), 'data-ply': m.ply}, m.text);
      if (pair) pair.append(move);
      else items.push(' ', move);
      pair = null;
    }
    el.moves.replaceChildren(...items.slice(1));
    const cur = el.moves.querySelector('.current');
    if (cur) cur.scrollIntoView({block: 'nearest'});

    const playing = game.status === 'playing';
    show(el.invite, game.status === 'waiting' && !!mine.invite);
    if (game.status === 'waiting' && mine.invite && !el.invite.firstChild) {
      const link = `${location.origin}/#/join/${encodeURIComponent(id)}/${encodeURIComponent(mine.invite)}`;
      const input = h('input', {'id': 'invite-link', 'readonly': true, 'value': link, 'aria-label': 'Invitation link'});
      if (/^(localhost|127\.|\[::1\])/.test(location.host)) {
        el.invite.append(h('p', {'id': 'invite-local', 'class': 'warning'}, 'This link says localhost, so it opens only on this '
          + 'computer. For a friend elsewhere, start the server with ', h('code', {}, '--host 0.0.0.0'),
        ' and open this page by the computer\'s network name or address.'));
      }
      el.invite.append(h('p', {}, 'Send this link to your friend; the game starts when they open it:'),
          input, h('button', {'type': 'button', 'id': 'copy-invite', 'aria-label': 'Copy the invitation link',
            'onclick': async (e) => {
              e.target.textContent = (await copy(link, input)) ? 'Copied' : 'Select and copy';
            }}, 'Copy'));
    }
    // No engine help in a game between two people; nothing to take back, offer or resign once ended.
    b.hint.hidden = !held.length || ended || game.mode === 'online';
    b.hint.disabled = !canMove();
    b.takeback.hidden = !held.length || game.mode === 'online' || ended;
    b.takeback.disabled = !playing || !game.moves.length || busy;
    b.offerDraw.hidden = !held.length || ended || game.status === 'waiting';
    b.offerDraw.disabled = !playing || !!game.drawOffer || busy || game.thinking;
    b.resign.hidden = !held.length || ended || game.status === 'waiting';
    b.abort.hidden = !held.length || !game.abortable;
    b.abort.disabled = busy;
    b.abort.textContent = game.status === 'waiting' ? 'Cancel invitation' : 'Abort game';
    b.abort.setAttribute('aria-label', game.status === 'waiting' ? 'Cancel the invitation' : 'Abort the game: no result');
    afterGame(ended, held);
    b.resign.disabled = !playing || busy;
    if (!playing) show(el.resignConfirm, false);
    const answering = playing && game.drawOffer && token(other(game.drawOffer));
    show(el.drawAnswer, !!answering);
    if (answering) {
      const by = held.length > 1 ? capital(game.drawOffer) : 'Your opponent';
      el.drawAnswer.querySelector('#draw-offer-text').textContent = `${by} offers a draw. `;
    } else if (playing && game.drawOffer && token(game.drawOffer)) {
      notice('Draw offered; waiting for the answer');
    } else if (playing && game.drawDeclined && token(other(game.drawDeclined))) {
      const by = held.length > 1 ? capital(game.drawDeclined) : (game.players[game.drawDeclined] || {}).name || 'Your opponent';
      notice(`${by} declined the draw`);
    }
    b.numbers.setAttribute('aria-pressed', board.numbers);
    b.flip.setAttribute('aria-pressed', board.flipped);
  }

  /** After the game: a rematch (offered, accepted or followed) and a new game. */
  function afterGame(ended, held) {
    show(el.after, ended);
    show(reviewLink, ended && game.status === 'over' && game.moves.length > 0);
    if (!ended) return;
    if (game.rematch && held.length) {
      // Each player's seat token opens the other colour in the rematch.
      const swapped = {};
      for (const [c, t] of Object.entries(mine.seats)) swapped[other(c)] = t;
      if (!seats.get(game.rematch)) seats.put(game.rematch, {seats: swapped, mode: game.mode});
      // Follow a rematch that starts while you look; an old game's page only links to it.
      if (awaitingRematch) {
        location.hash = `#/game/${encodeURIComponent(game.rematch)}`;
        return;
      }
    }
    if (!game.rematch) awaitingRematch = true;
    const mineOffer = game.rematchOffer && token(game.rematchOffer) && held.length === 1;
    const theirs = game.rematchOffer && !mineOffer && held.length > 0;
    // A cancelled or unstarted invitation has no opponent to ask: only a new game.
    b.rematch.hidden = !held.length || (game.mode === 'online' && game.status === 'aborted');
    b.rematch.disabled = busy || !!mineOffer;
    b.rematch.textContent = theirs ? 'Accept rematch' : mineOffer ? 'Rematch offered' : 'Rematch';
    if (theirs) notice('Your opponent offers a rematch');
    else if (mineOffer) notice('Rematch offered; waiting for your opponent');
    if (game.rematch) b.rematch.hidden = true;
    if (game.rematch && !el.after.querySelector('#watch-rematch')) {
      el.after.append(h('a', {'id': 'watch-rematch', 'class': 'button', 'href': `#/game/${encodeURIComponent(game.rematch)}`},
          held.length ? 'Go to the rematch' : 'Watch the rematch'));
    }
  }

  async function abort() {
    const view = await act('POST', '/abort', undefined, actingColour());
    if (view) apply(view);
  }

  async function rematch() {
    const view = await act('POST', '/rematch', undefined, actingColour());
    if (view) apply(view);
  }

  async function act(method, path, body, colour) {
    error('');
    busy = true;
    render();
    try {
      return await api(method, `/api/games/${encodeURIComponent(id)}${path}`, body, token(colour));
    } catch (e) {
      error(e.message);
      if (e.status === 409 || e.status === 422) refresh();
      return null;
    } finally {
      busy = false;
      render();
    }
  }

  async function sendMove(move) {
    const colour = game.turn;
    const view = await act('POST', '/moves', {move: move.text, ply: game.moves.length}, colour);
    if (view) apply(view);
  }

  async function hint() {
    const r = await act('POST', '/hint', undefined, game.turn);
    if (r) {
      el.hintText.textContent = `Hint: ${r.move} (${r.score}) · ${r.pv}`;
      const m = game.legalMoves.find((x) => x.text === r.move);
      board.hint = m ? {from: m.from, to: m.to} : null;
      render();
    }
  }

  async function takeback() {
    const view = await act('POST', '/takeback', undefined, actingColour());
    if (view) apply(view);
  }

  async function resign() {
    show(el.resignConfirm, false);
    const view = await act('POST', '/resign', undefined, actingColour());
    if (view) apply(view);
  }

  async function draw(action) {
    const colour = action === 'offer' ? actingColour() : other(game.drawOffer);
    const r = await act('POST', '/draw', {action}, colour);
    if (!r) return;
    apply(r.game || r);
  }

  async function refresh() {
    try {
      apply(await api('GET', `/api/games/${encodeURIComponent(id)}`));
    } catch (e) {
      if (e.status === 404) gone();
      else error(e.message);
    }
  }

  function gone() {
    root.replaceChildren(h('section', {'class': 'panel'}, h('h1', {}, 'No such game'),
        h('p', {'id': 'error', 'class': 'error'}, `There is no game "${id}" on this server.`),
        h('p', {}, h('a', {href: '#/'}, 'Start a new game'))));
    if (socket) socket.close();
  }

  const q = mine.seats ? Object.values(mine.seats)[0] : null;
  const socket = liveSocket(`/ws/games/${encodeURIComponent(id)}${q ? `?token=${encodeURIComponent(q)}` : ''}`, {
    onMessage: (m) => {
      if (m.type === 'game') apply(m.game);
    },
    onState: (up) => {
      show(el.connection, !up);
      if (up && el.error.textContent.startsWith('Cannot reach')) error(''); // stale once connected again
    },
    onGone: gone,
  });
  el.moves.addEventListener('click', (e) => {
    const m = e.target.closest('button.move');
    if (m) replay.go(+m.getAttribute('data-ply'));
  });
  refresh();
  const timer = setInterval(tick, 100);
  return () => {
    replay.close();
    socket.close();
    clearInterval(timer);
    document.title = TITLE;
  };
}
