package org.crownhead.web.games;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import org.crownhead.engine.egdb.EndgameDatabase;
import org.crownhead.web.store.GameStore;

/**
 * What a live game needs from the server around it: the store it writes to, the scheduler that ends
 * games on time, the threads the engine thinks on, and the engines.
 *
 * @param store the game store
 * @param scheduler runs the clocks' time-outs
 * @param engineThreads runs engine moves
 * @param engines the engines to borrow
 * @param endgames the endgame databases (a draw offer to the engine asks them)
 * @param grace how long a side has for its first move in a game with a clock
 * @param fairPlay the positions of live games between two people
 */
record GameServices(
    GameStore store,
    ScheduledExecutorService scheduler,
    ExecutorService engineThreads,
    EnginePool engines,
    EndgameDatabase endgames,
    Duration grace,
    FairPlay fairPlay) {}
