package org.crownhead.review;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.crownhead.engine.Score;
import org.crownhead.pdn.PdnGame;
import org.crownhead.pdn.PdnNode;

/**
 * Writes a review into a game's PDN: each move gets its class's mark ({@code ?!}, {@code ?}, {@code
 * ??} as the numeric annotation glyphs 6, 2 and 4) and a comment such as {@code {mistake -0.45;
 * best 11-15 +0.10: 11-15 22-18 15x22}}, and the game a comment with each side's accuracy and
 * counts. The game's own comments, marks and variations are kept; the new mark goes first unless
 * the move already has a mark of its own.
 */
public final class ReviewPdn {
  private ReviewPdn() {}

  /** The most moves of the better line written in a comment. */
  static final int LINE_MOVES = 8;

  /**
   * A move mark of PDN's own ({@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?}, {@code
   * ?!}).
   */
  private static boolean isMoveMark(int nag) {
    return nag >= 1 && nag <= 6;
  }

  /**
   * The game with the review written in. The review must be of this game's main line (or of its
   * first moves, when the game was reviewed as far as it replays).
   */
  public static PdnGame annotate(PdnGame game, Review review) {
    List<PdnNode> line = game.mainLine();
    List<PdnNode> annotated = new ArrayList<>();
    for (int ply = 0; ply < line.size(); ply++) {
      PdnNode node = line.get(ply);
      if (ply < review.moves().size()) {
        ReviewedMove move = review.moves().get(ply);
        node = withMark(node, move.moveClass().nag(), comment(move));
      }
      annotated.add(node);
    }
    List<String> comments = new ArrayList<>(game.comments());
    comments.add(summary(review));
    Map<String, String> tags = new LinkedHashMap<>(game.tags());
    tags.put("Annotator", review.engine());
    return new PdnGame(tags, comments, annotated, game.result());
  }

  /**
   * A node with a mark (0 for none) and a comment added: the mark first, unless the move already
   * has a move mark of its own.
   */
  public static PdnNode withMark(PdnNode node, int nag, String comment) {
    List<Integer> nags = new ArrayList<>(node.nags());
    if (nag != 0) {
      boolean marked = !nags.isEmpty() && isMoveMark(nags.get(0));
      nags.add(marked ? nags.size() : 0, nag);
    }
    List<String> comments = new ArrayList<>(node.commentsAfter());
    comments.add(comment);
    return node.withNags(nags).withCommentsAfter(comments);
  }

  /** The comment of one move. */
  static String comment(ReviewedMove move) {
    if (move.moveClass() == MoveClass.FORCED) {
      return "only move " + Score.format(move.scoreAfter());
    }
    String text = move.moveClass().label();
    if (move.exact() != Exact.NOT_KNOWN && move.exact() != Exact.KEPT) {
      text += ": " + move.exact().label();
    } else {
      text += " " + Score.format(move.scoreAfter());
    }
    if (move.moveClass().compareTo(MoveClass.GOOD) >= 0 && !move.bestMove().isEmpty()) {
      text += "; best " + move.bestMove() + " " + Score.format(move.scoreBefore());
      List<String> line = move.bestLine();
      if (line.size() > 1) {
        text += ": " + String.join(" ", line.subList(0, Math.min(LINE_MOVES, line.size())));
      }
    }
    return text;
  }

  /** The game's comment: who reviewed it and each side's figures. */
  static String summary(Review review) {
    return "Reviewed by "
        + review.engine()
        + ". "
        + review.black().text()
        + "; "
        + review.white().text()
        + ".";
  }
}
