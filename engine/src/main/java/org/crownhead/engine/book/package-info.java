/**
 * The opening book: the moves tournament players chose in the opening, which the engine plays at
 * once while a game is in it. {@link org.crownhead.engine.book.OpeningBook} reads it; {@link
 * org.crownhead.engine.book.BookBuilder} builds it from games and writes {@code book.txt} beside
 * these classes.
 */
package org.crownhead.engine.book;
