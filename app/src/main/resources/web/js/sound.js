// Move and capture sounds, made by the page with the Web Audio API (no sound files). Off until the
// player turns them on; the choice is kept in localStorage.

const KEY = 'crownhead.sound';
let context = null;

function audio() {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return null;
  if (!context) context = new Context();
  if (context.state === 'suspended') context.resume().catch(() => {});
  return context;
}

/** A short knock: a falling tone with a quick decay; a capture sounds lower and twice. */
function knock(ctx, at, hz, length) {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'triangle';
  osc.frequency.setValueAtTime(hz, at);
  osc.frequency.exponentialRampToValueAtTime(hz / 2, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(0.35, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

export const sound = {
  get on() {
    return localStorage.getItem(KEY) === 'on';
  },
  set on(value) {
    localStorage.setItem(KEY, value ? 'on' : 'off');
    if (value) audio(); // created during the click, so the browser lets it play
  },
  /** Plays 'move' or 'capture' when sound is on. */
  play(kind) {
    if (!this.on) return;
    const ctx = audio();
    if (!ctx) return;
    const t = ctx.currentTime + 0.01;
    if (kind === 'capture') {
      knock(ctx, t, 330, 0.09);
      knock(ctx, t + 0.08, 250, 0.12);
    } else {
      knock(ctx, t, 520, 0.08);
    }
  },
  /** A toggle button for the sound, kept in step with the stored choice. */
  button() {
    const b = document.createElement('button');
    b.type = 'button';
    b.id = 'sound';
    const show = () => {
      b.textContent = this.on ? 'Sound: on' : 'Sound: off';
      b.setAttribute('aria-pressed', this.on);
    };
    b.setAttribute('aria-label', 'Move sounds');
    b.addEventListener('click', () => {
      this.on = !this.on;
      show();
    });
    show();
    return b;
  },
};
