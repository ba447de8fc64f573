/**
 * The engine: search, evaluation, time control, endgame databases and the opening book. Built on
 * the rules in {@code org.crownhead.core}; nothing here yet beyond the module itself.
 */
package org.crownhead.engine;
