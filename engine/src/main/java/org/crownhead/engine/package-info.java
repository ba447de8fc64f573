/**
 * The engine behind one small interface, {@link org.crownhead.engine.Engine}: set a position or a
 * game, think within {@link org.crownhead.engine.Limits}, stop, and hear of progress as {@link
 * org.crownhead.engine.SearchInfo}. The command line, the Hub protocol and (later) the web server
 * all use it. The search lives in {@code org.crownhead.engine.search}, the evaluation in {@code
 * org.crownhead.engine.eval}.
 */
package org.crownhead.engine;
