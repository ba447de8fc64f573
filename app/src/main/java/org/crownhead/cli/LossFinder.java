package org.crownhead.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.crownhead.core.Colour;
import org.crownhead.core.Game;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.Limits;
import org.crownhead.pdn.PdnGame;
import org.crownhead.review.Verdict;

/**
 * Finds the move that lost a game, and says what kind of loss it was.
 *
 * <p>Every position of the game is judged by a deep search (with the endgame databases when the
 * engine has them), from the end backwards. The <em>deciding move</em> is the loser's last move
 * made from a position the deep search still holds above {@code -threshold} for the loser: after
 * it, every position the loser had to move in was judged worse than that. The move is then sorted:
 *
 * <ul>
 *   <li><b>phase</b>: the endgame from {@value #ENDGAME_PIECES} pieces down; the opening in the
 *       first {@value #OPENING_PLIES} plies of the game; the middle game in between;
 *   <li><b>kind</b>: a <em>missed shot</em> when the winner's best reply line takes back at least a
 *       piece more than it gives within {@value #SHOT_PLIES} plies; otherwise <em>ending
 *       technique</em> in the endgame and <em>bad structure</em> before it (the score fell without
 *       a quick loss of material: a position that could not be held).
 * </ul>
 *
 * <p>A second, short search of the same position (the {@code quick} limits, about what a game at a
 * fast time control allows) says whether the engine at that speed would have seen the danger: its
 * score for the position, next to the deep one.
 *
 * <p>For example {@code new LossFinder(engine, Limits.depth(12), Limits.nodes(200_000), 50)
 * .find(game, Colour.WHITE, ply -> {})} gives White's deciding move in a game White lost.
 */
final class LossFinder {
  /** Positions with this many pieces or fewer are endgames. */
  static final int ENDGAME_PIECES = 10;

  /** Moves in this many plies from the start (the ballot's included) are the opening. */
  static final int OPENING_PLIES = 20;

  /** A reply line that wins material within this many plies is a shot. */
  static final int SHOT_PLIES = 10;

  /** The phase of the game a deciding move was made in. */
  enum Phase {
    OPENING("opening"),
    MIDDLE_GAME("middle game"),
    ENDGAME("endgame");

    final String label;

    Phase(String label) {
      this.label = label;
    }
  }

  /** What kind of mistake a deciding move was. */
  enum Kind {
    MISSED_SHOT("missed shot"),
    BAD_STRUCTURE("bad structure"),
    ENDING_TECHNIQUE("ending technique");

    final String label;

    Kind(String label) {
      this.label = label;
    }
  }

  /**
   * The deciding move of a lost game.
   *
   * @param ply the move's index in the game (0: the first move of the game)
   * @param position the position the loser moved from
   * @param played the move played
   * @param before the deep score of {@code position} for the loser
   * @param after the deep score after the move, for the loser
   * @param best the deep search's move in {@code position}
   * @param quickScore the short search's score of {@code position} for the loser
   * @param quickMove the short search's move there
   * @param refutation the winner's best line after the move played (deep search)
   * @param materialLost pieces the loser is down, more than before the move, within {@value
   *     #SHOT_PLIES} plies of the refutation (0 or less: none)
   * @param phase the phase of the game
   * @param kind the kind of mistake
   */
  record Loss(
      int ply,
      Position position,
      Move played,
      int before,
      int after,
      Optional<Move> best,
      int quickScore,
      Optional<Move> quickMove,
      List<Move> refutation,
      int materialLost,
      Phase phase,
      Kind kind) {
    Loss {
      refutation = List.copyOf(refutation);
    }

    /** The fall of the score at the move, in points (a man is 100). */
    int fall() {
      return before - after;
    }
  }

  private final Engine engine;
  private final Limits deep;
  private final Limits quick;
  private final int threshold;

  /**
   * @param deep the limits of the search that judges every position
   * @param quick the limits of the short search of the deciding move's position
   * @param threshold the points below 0 from which a position counts as lost for the loser
   */
  LossFinder(Engine engine, Limits deep, Limits quick, int threshold) {
    if (threshold < 1) {
      throw new IllegalArgumentException(
          "the threshold must be at least 1 point, not " + threshold);
    }
    this.engine = engine;
    this.deep = deep;
    this.quick = quick;
    this.threshold = threshold;
  }

  /**
   * The deciding move of {@code loser} in the game, or empty when the loser made no move in it.
   * {@code progress} hears the ply of each position as it is judged.
   */
  Optional<Loss> find(PdnGame record, Colour loser, java.util.function.IntConsumer progress) {
    List<Move> moves = record.moves();
    List<Position> positions = new ArrayList<>();
    Position at = record.start();
    positions.add(at);
    for (Move move : moves) {
      at = at.play(move);
      positions.add(at);
    }
    engine.newGame();
    // Scores for the loser, by ply, judged from the end backwards until the deciding move.
    Integer[] forLoser = new Integer[positions.size()];
    List<List<Move>> lines = new ArrayList<>();
    for (int i = 0; i < positions.size(); i++) {
      lines.add(List.of());
    }
    int deciding = -1;
    int firstLoserMove = -1;
    for (int ply = moves.size() - 1; ply >= 0; ply--) {
      if (positions.get(ply).turn() == loser) {
        firstLoserMove = ply;
      }
    }
    if (firstLoserMove < 0) {
      return Optional.empty();
    }
    for (int ply = positions.size() - 1; ply >= 0; ply--) {
      progress.accept(ply);
      Game game = replay(record.start(), moves, ply);
      Verdict verdict = Verdict.of(engine, game, deep);
      Colour turn = positions.get(ply).turn();
      forLoser[ply] = turn == loser ? verdict.score() : -verdict.score();
      lines.set(ply, verdict.line());
      if (ply < moves.size() && turn == loser && forLoser[ply] > -threshold) {
        deciding = ply;
        break;
      }
    }
    if (deciding < 0) {
      // Lost from the first move on, as far as the deep search sees.
      deciding = firstLoserMove;
    }
    Position position = positions.get(deciding);
    Move played = moves.get(deciding);
    int before = forLoser[deciding];
    int after = forLoser[deciding + 1] != null ? forLoser[deciding + 1] : before;
    Game game = replay(record.start(), moves, deciding);
    Verdict best = Verdict.of(engine, game, deep);
    engine.newGame();
    Verdict glance = Verdict.of(engine, game, quick);
    List<Move> refutation = lines.get(deciding + 1);
    int lost = materialLost(positions.get(deciding + 1), refutation, loser, position);
    int pieces = position.count(Colour.BLACK) + position.count(Colour.WHITE);
    Phase phase =
        pieces <= ENDGAME_PIECES
            ? Phase.ENDGAME
            : deciding < OPENING_PLIES ? Phase.OPENING : Phase.MIDDLE_GAME;
    Kind kind =
        lost >= 1
            ? Kind.MISSED_SHOT
            : phase == Phase.ENDGAME ? Kind.ENDING_TECHNIQUE : Kind.BAD_STRUCTURE;
    return Optional.of(
        new Loss(
            deciding,
            position,
            played,
            before,
            after,
            best.bestMove(),
            glance.score(),
            glance.bestMove(),
            refutation,
            lost,
            phase,
            kind));
  }

  /** The game after its first {@code plies} moves, with its history. */
  private static Game replay(Position start, List<Move> moves, int plies) {
    Game game = new Game(start);
    for (int i = 0; i < plies && !game.isOver(); i++) {
      game.play(moves.get(i));
    }
    return game;
  }

  /**
   * How many pieces more than in {@code before} the loser is down at the worst quiet point (no
   * capture pending) of the first {@value #SHOT_PLIES} plies of {@code line} played from {@code
   * from}.
   */
  static int materialLost(Position from, List<Move> line, Colour loser, Position before) {
    int start = balance(before, loser);
    int worst = start;
    Position at = from;
    if (!at.mustCapture()) {
      worst = Math.min(worst, balance(at, loser));
    }
    for (int i = 0; i < line.size() && i < SHOT_PLIES; i++) {
      at = at.play(line.get(i));
      if (!at.mustCapture()) {
        worst = Math.min(worst, balance(at, loser));
      }
    }
    return start - worst;
  }

  private static int balance(Position position, Colour side) {
    return position.count(side) - position.count(side.opponent());
  }
}
