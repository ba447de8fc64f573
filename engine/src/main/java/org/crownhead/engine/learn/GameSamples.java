package org.crownhead.engine.learn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.crownhead.core.Move;
import org.crownhead.core.Position;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnGames;
import org.crownhead.pdn.PdnResult;

/**
 * Turns the games of PDN files into samples ({@link Samples}): every quiet position (the side to
 * move has no capture) past the first {@value #SKIP_PLIES} plies, which come from the opening
 * ballot, with the game's result and no score. Unfinished games, damaged ones, and games a match
 * ended because an engine failed (lost on time, an illegal move, a crash) are left out: their
 * result says nothing about the positions. Games are numbered in the order read, from 0.
 *
 * <p>The command line is {@code crownhead learn samples}.
 */
public final class GameSamples {
  static final int SKIP_PLIES = 6;

  private static final List<String> FAULTS =
      List.of("loss on time", "illegal move", "engine crash");

  private GameSamples() {}

  /** The samples of the games of {@code files}, numbered from 0 across them. */
  public static Samples read(List<Path> files) throws IOException {
    Samples out = new Samples();
    int[] number = {0};
    for (Path file : files) {
      PdnGames.read(
          file,
          read -> {
            PdnGame game = read.game();
            PdnResult result = game.result();
            String termination = game.tag("Termination").orElse("").toLowerCase();
            if (!read.isClean()
                || result == PdnResult.UNFINISHED
                || FAULTS.stream().anyMatch(termination::contains)) {
              return;
            }
            int g = number[0]++;
            Position position = game.start();
            List<Move> moves = game.moves();
            for (int ply = 0; ply <= moves.size(); ply++) {
              if (ply >= SKIP_PLIES && !position.mustCapture() && position.hasLegalMove()) {
                int forMover =
                    result == PdnResult.DRAW
                        ? 500
                        : result.winner().orElseThrow() == position.turn() ? 1000 : 0;
                out.add(g, ply, position, Samples.NO_SCORE, forMover);
              }
              if (ply < moves.size()) {
                position = position.play(moves.get(ply));
              }
            }
          });
    }
    return out;
  }
}
