package org.crownhead.engine.learn;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * <pre>
 * java -cp core/target/classes:engine/target/classes org.crownhead.engine.learn.GameSamples \
 *     data/acf-games.pdn data/selfplay-seed53.pdn games.samples
 * </pre>
 */
public final class GameSamples {
  static final int SKIP_PLIES = 6;

  private static final List<String> FAULTS =
      List.of("loss on time", "illegal move", "engine crash");

  private GameSamples() {}

  /** The samples of the games of {@code files}, numbered from 0 across them. */
  static Samples read(List<Path> files) throws IOException {
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

  /** Command line: PDN files, then the sample file to write. */
  public static void main(String[] args) throws IOException {
    if (args.length < 2) {
      System.err.println("usage: GameSamples GAMES.pdn... OUT.samples");
      System.exit(2);
    }
    List<Path> files = new ArrayList<>();
    for (int i = 0; i < args.length - 1; i++) {
      files.add(Path.of(args[i]));
    }
    Samples samples = read(files);
    samples.write(Path.of(args[args.length - 1]));
    System.err.println(samples.size() + " samples written to " + args[args.length - 1]);
  }
}
