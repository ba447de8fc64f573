package org.crownhead.pdn;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.crownhead.core.Move;

/**
 * One move of a PDN game: the move text as written and the legal move it means, its annotations
 * (NAGs), comments, and the variations that could replace it.
 *
 * <p>A variation is a list of nodes played instead of this one, from the position before this move.
 * Comments before a move are kept only on the first move of a variation (those of the main line's
 * first move are the game's {@link PdnGame#comments()}); elsewhere a comment before a move is one
 * after the move before it, and {@link PdnGame} moves it there. Comments are stored with runs of
 * white space made one space.
 *
 * <p>Equality is on the move, the annotations, the comments and the variations; the text as written
 * is kept for messages and is not part of it, so that {@code 15x24x31} and {@code 15x31} written
 * for the same capture make equal nodes. Immutable.
 *
 * <pre>{@code
 * Position start = Position.initial();
 * PdnNode node = PdnNode.of(MoveText.parse(start, "11-15")).withNags(List.of(1));
 * node.nags(); // [1]
 * node.text(); // 11-15
 * }</pre>
 */
public final class PdnNode {
  private final String text;
  private final Move move;
  private final List<Integer> nags;
  private final List<String> commentsBefore;
  private final List<String> commentsAfter;
  private final List<List<PdnNode>> variations;

  /**
   * A node.
   *
   * @param text the move text as written
   * @param move the legal move it means
   * @param nags the annotations, each 0 to 255, in order
   * @param commentsBefore the comments before the move (kept on the first move of a variation)
   * @param commentsAfter the comments after the move
   * @param variations the variations replacing this move, none of them empty
   * @throws IllegalArgumentException if a NAG is out of range or a variation is empty
   */
  public PdnNode(
      String text,
      Move move,
      List<Integer> nags,
      List<String> commentsBefore,
      List<String> commentsAfter,
      List<List<PdnNode>> variations) {
    this.text = Objects.requireNonNull(text);
    this.move = Objects.requireNonNull(move);
    this.nags = List.copyOf(nags);
    for (int nag : this.nags) {
      if (nag < 0 || nag > 255) {
        throw new IllegalArgumentException("NAG " + nag + " is out of range 0 to 255");
      }
    }
    this.commentsBefore = normalized(commentsBefore);
    this.commentsAfter = normalized(commentsAfter);
    List<List<PdnNode>> copies = new ArrayList<>();
    for (List<PdnNode> variation : variations) {
      if (variation.isEmpty()) {
        throw new IllegalArgumentException("a variation needs at least one move");
      }
      copies.add(List.copyOf(variation));
    }
    this.variations = List.copyOf(copies);
  }

  /** A node for a move, with its full path as text and nothing else. */
  public static PdnNode of(Move move) {
    return new PdnNode(move.toString(), move, List.of(), List.of(), List.of(), List.of());
  }

  private static List<String> normalized(List<String> comments) {
    List<String> out = new ArrayList<>(comments.size());
    for (String comment : comments) {
      out.add(PdnLexer.normalize(comment));
    }
    return List.copyOf(out);
  }

  /** The move text as written in the file (or the move's full path for a node made by code). */
  public String text() {
    return text;
  }

  /** The legal move. */
  public Move move() {
    return move;
  }

  /** The annotations: {@code $n}, with the marks {@code ! ? !! ?? !? ?!} as 1 to 6. */
  public List<Integer> nags() {
    return nags;
  }

  /** Comments written before the move; only the first move of a variation keeps any. */
  public List<String> commentsBefore() {
    return commentsBefore;
  }

  /** Comments written after the move. */
  public List<String> commentsAfter() {
    return commentsAfter;
  }

  /** The variations that replace this move, each played from the position before it. */
  public List<List<PdnNode>> variations() {
    return variations;
  }

  /** This node with other annotations. */
  public PdnNode withNags(List<Integer> otherNags) {
    return new PdnNode(text, move, otherNags, commentsBefore, commentsAfter, variations);
  }

  /** This node with other comments before the move. */
  public PdnNode withCommentsBefore(List<String> comments) {
    return new PdnNode(text, move, nags, comments, commentsAfter, variations);
  }

  /** This node with other comments after the move. */
  public PdnNode withCommentsAfter(List<String> comments) {
    return new PdnNode(text, move, nags, commentsBefore, comments, variations);
  }

  /** This node with other variations. */
  public PdnNode withVariations(List<List<PdnNode>> otherVariations) {
    return new PdnNode(text, move, nags, commentsBefore, commentsAfter, otherVariations);
  }

  @Override
  public boolean equals(Object other) {
    if (!(other instanceof PdnNode)) {
      return false;
    }
    PdnNode that = (PdnNode) other;
    return move.equals(that.move)
        && nags.equals(that.nags)
        && commentsBefore.equals(that.commentsBefore)
        && commentsAfter.equals(that.commentsAfter)
        && variations.equals(that.variations);
  }

  @Override
  public int hashCode() {
    return Objects.hash(move, nags, commentsBefore, commentsAfter, variations);
  }

  /** The move text as written, with its annotations, comments and variations counted. */
  @Override
  public String toString() {
    return text
        + (nags.isEmpty() ? "" : " " + nags)
        + (commentsBefore.isEmpty() && commentsAfter.isEmpty()
            ? ""
            : " {" + (commentsBefore.size() + commentsAfter.size()) + " comments}")
        + (variations.isEmpty() ? "" : " (" + variations.size() + " variations)");
  }
}
