package org.crownhead.match;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.LongStream;

/**
 * The outcome of a match: the engines as recorded, the final count, and the SPRT's verdict when
 * there was a test; {@link #report()} writes it for people.
 *
 * @param settings the match's settings
 * @param engine1Label the first engine's name, as in the PDN
 * @param engine2Label the second engine's name
 * @param tally the final count
 * @param planned the games planned
 * @param resumed the games read back from the PDN file, when the match went on from it; the time
 *     they took is not in {@code elapsed}
 * @param resumedWithoutMoveTimes how many of those do not record their longest moves (games at a
 *     fixed depth or node count), which the longest moves of the report therefore leave out
 * @param llr the SPRT's final log-likelihood ratio (at the decision, if it decided), or null
 * @param verdict the SPRT's verdict ({@link Sprt.Verdict#CONTINUE} when the games ran out first),
 *     or null without a test
 * @param decidedAfter the games finished when the SPRT decided; 0 if it did not
 * @param elapsed the time the match took (when it was resumed, since then)
 */
public record MatchResult(
    MatchSettings settings,
    String engine1Label,
    String engine2Label,
    Tally tally,
    int planned,
    int resumed,
    int resumedWithoutMoveTimes,
    Double llr,
    Sprt.Verdict verdict,
    int decidedAfter,
    Duration elapsed) {

  /**
   * The report, line by line: the engines and conditions, the score, the Elo difference with its
   * error bars and LOS, the draw ratio, the game pairs, the faults and adjudications, and the SPRT.
   */
  public List<String> report() {
    List<String> lines = new ArrayList<>();
    Tally t = tally;
    lines.add("Engine 1: " + engine1Label + "  (" + settings.engine1().text() + ")");
    lines.add("Engine 2: " + engine2Label + "  (" + settings.engine2().text() + ")");
    lines.add(
        "Openings: "
            + settings.openings().size()
            + (settings.seed() == null
                ? ", in deck order"
                : ", shuffled with seed " + settings.seed())
            + "; each played twice, colours reversed");
    lines.add(
        "Limits: "
            + settings.timeControl()
            + (settings.timeMargin().isZero()
                ? ""
                : " (time margin " + settings.timeMargin().toMillis() + " ms)")
            + "; games drawn at "
            + settings.maxPlies()
            + " plies"
            + (settings.adjudicateScore() > 0
                ? "; win adjudication at "
                    + settings.adjudicateScore()
                    + " points for "
                    + settings.adjudicateMoves()
                    + " moves"
                : ""));
    lines.add("");
    lines.add(
        "Games: "
            + t.games()
            + (t.games() < planned ? " of " + planned : "")
            + ", "
            + String.format(
                Locale.ROOT, "%.1f", t.games() == 0 ? 0.0 : (double) t.plies() / t.games())
            + " plies on average");
    if (resumed > 0) {
      lines.add(
          "  ("
              + resumed
              + " read back from the PDN file, "
              + (t.games() - resumed)
              + " played since the match was resumed)");
    }
    lines.add(
        "Score of engine 1: "
            + t.wins()
            + " wins, "
            + t.draws()
            + " draws, "
            + t.losses()
            + " losses"
            + (t.games() == 0 ? "" : String.format(Locale.ROOT, " (%.1f%%)", 100 * t.score())));
    EloEstimate elo = t.elo();
    String basis =
        elo.model().equals("pentanomial")
            ? "pentanomial, over " + elo.samples() + " game pairs"
            : "trinomial, over " + elo.samples() + " games";
    lines.add("Elo difference: " + elo + "  [" + basis + "]");
    if (elo.model().equals("pentanomial")) {
      // For comparison: the error as if the games of a pair were independent.
      EloEstimate single = t.trinomial();
      lines.add(
          "  (games one by one: " + single + "  [trinomial, over " + single.samples() + " games])");
    }
    if (!Double.isNaN(elo.normalizedElo())) {
      lines.add("Normalized Elo: " + EloEstimate.format(elo.normalizedElo()));
    }
    if (t.games() > 0) {
      lines.add(String.format(Locale.ROOT, "Draw ratio: %.1f%%", 100 * t.drawRatio()));
    }
    long[] pairs = t.pairs();
    lines.add(
        "Game pairs by engine 1's points (0, 0.5, 1, 1.5, 2): "
            + LongStream.of(pairs).mapToObj(Long::toString).collect(Collectors.joining(", ")));
    lines.add(
        "By colour: Black won "
            + t.blackWins()
            + ", White won "
            + t.whiteWins()
            + ", "
            + t.draws()
            + " drawn");
    lines.add(
        "Illegal moves: "
            + faults(Fault.ILLEGAL_MOVE)
            + ", crashes: "
            + faults(Fault.CRASH)
            + ", time forfeits: "
            + faults(Fault.TIME_FORFEIT));
    lines.add(
        String.format(
            Locale.ROOT,
            "Longest move: engine 1 %.3f s, engine 2 %.3f s%s",
            t.longestMove(1).toNanos() / 1e9,
            t.longestMove(2).toNanos() / 1e9,
            resumedWithoutMoveTimes > 0
                ? " (leaving out the "
                    + resumedWithoutMoveTimes
                    + " games read back without their move times)"
                : ""));
    lines.add(
        "Adjudicated: "
            + t.lengthDraws()
            + " draws at "
            + settings.maxPlies()
            + " plies, "
            + t.scoreWins()
            + " wins by score");
    if (settings.sprt() != null) {
      Sprt sprt = settings.sprt();
      String state;
      if (verdict == Sprt.Verdict.H1) {
        state = "H1 accepted (engine 1 gains) after " + decidedAfter + " games";
      } else if (verdict == Sprt.Verdict.H0) {
        state = "H0 accepted (no gain) after " + decidedAfter + " games";
      } else {
        state = "inconclusive: the games ran out";
      }
      lines.add(
          "SPRT "
              + sprt
              + String.format(
                  Locale.ROOT,
                  ": LLR %.2f [%.2f, %.2f]: ",
                  llr,
                  sprt.lowerBound(),
                  sprt.upperBound())
              + state);
    }
    lines.add("Time: " + duration(elapsed) + (resumed > 0 ? " since the match was resumed" : ""));
    return lines;
  }

  /** "0" or "2 (engine 1: 2)". */
  private String faults(Fault fault) {
    long total = tally.faults(fault);
    if (total == 0) {
      return "0";
    }
    return total
        + " (engine 1: "
        + tally.faults(fault, 1)
        + ", engine 2: "
        + tally.faults(fault, 2)
        + ")";
  }

  static String duration(Duration time) {
    long seconds = time.toSeconds();
    if (seconds < 60) {
      return String.format(Locale.ROOT, "%.1f s", time.toMillis() / 1000.0);
    }
    if (seconds < 3600) {
      return seconds / 60 + " min " + seconds % 60 + " s";
    }
    return seconds / 3600 + " h " + seconds % 3600 / 60 + " min";
  }
}
