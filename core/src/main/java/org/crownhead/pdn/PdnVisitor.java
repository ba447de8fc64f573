package org.crownhead.pdn;

/**
 * Receives the parts of PDN games from a {@link PdnReader}, in file order. Every method does
 * nothing by default; a visitor overrides those it needs.
 *
 * <p>For each game the reader calls {@link #beginGame}, then {@link #tag} for each tag pair, then
 * {@link #endTags} once, then the move text events ({@link #moveNumber}, {@link #move}, {@link
 * #nag}, {@link #comment}, {@link #beginVariation}, {@link #endVariation}), then {@link #result} if
 * the game has a result token, then {@link #endGame}. Variations are always balanced: the reader
 * closes those the text leaves open. {@link #error} may come at any point between {@link
 * #beginGame} and {@link #endGame}; text between two games is reported with the game before it
 * (after its result), or with the first game. The reader leaves the error's move number empty.
 *
 * <p>The reader is syntactic: move text is passed on as written, and finding the legal move it
 * means is the visitor's work ({@link PdnGameBuilder} does it).
 *
 * <pre>{@code
 * int[] moves = {0};
 * PdnVisitor counter = new PdnVisitor() {
 *   public void move(String text, int line) {
 *     moves[0]++;
 *   }
 * };
 * new PdnReader(new StringReader("1. 11-15 23-19 (22-18) 2. 8-11 *")).read(counter);
 * moves[0]; // 4
 * }</pre>
 */
public interface PdnVisitor {
  /** A game begins: its number in the file (from 1) and the line of its first token. */
  default void beginGame(int number, int line) {}

  /** A tag pair, with escapes resolved: {@code [Event "Club night"]}. */
  default void tag(String name, String value, int line) {}

  /** The tags are over; move text follows. Called once per game, even for a game without tags. */
  default void endTags() {}

  /** A move number: {@code 12.} ({@code white} false) or {@code 12...} ({@code white} true). */
  default void moveNumber(int number, boolean white, int line) {}

  /** A move as written, such as {@code 11-15} or {@code 15x24x31}; it may be malformed. */
  default void move(String text, int line) {}

  /** A numeric annotation for the move before it: {@code $n}, or a mark ({@code !} is 1). */
  default void nag(int nag, int line) {}

  /** A comment, with runs of white space made single spaces and trimmed. */
  default void comment(String text, int line) {}

  /** A variation opens: it replaces the move just read. */
  default void beginVariation(int line) {}

  /** The variation opened last closes. */
  default void endVariation(int line) {}

  /** The game's result token, as written and as read. */
  default void result(String token, PdnResult result, int line) {}

  /** The game is over. */
  default void endGame() {}

  /** A problem in the text; reading goes on. */
  default void error(PdnError error) {}
}
