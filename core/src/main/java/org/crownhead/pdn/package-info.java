/**
 * PDN, the Portable Draughts Notation: reading game files of any size, replaying and checking every
 * game, and writing games back.
 *
 * <ul>
 *   <li>{@link org.crownhead.pdn.PdnGames#read(java.nio.file.Path, java.util.function.Consumer)}
 *       hands over each game of a file as a {@link org.crownhead.pdn.ReadGame}: the game as far as
 *       it replays, and its errors.
 *   <li>{@link org.crownhead.pdn.PdnGame#parse(String)} reads exactly one game strictly, for input
 *       typed or pasted by a person.
 *   <li>{@link org.crownhead.pdn.PdnWriter} writes games; {@link
 *       org.crownhead.pdn.PdnWriter#format(org.crownhead.core.Game, java.util.Map)} writes a game
 *       being played.
 *   <li>{@link org.crownhead.pdn.PdnReader} and {@link org.crownhead.pdn.PdnVisitor} are the
 *       streaming layer underneath, for callers that want the text's parts as they come.
 * </ul>
 *
 * <p>Results follow the checkers convention: {@code 1-0} means Black, the first player, won.
 */
package org.crownhead.pdn;
