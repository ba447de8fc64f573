package org.crownhead.web.games;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.ScheduledExecutorService;
import org.crownhead.web.store.GameStore;

/**
 * What a live game needs from the server around it: the store it writes to, the scheduler that ends
 * games on time, the threads the engine thinks on, and the engines.
 *
 * @param store the game store
 * @param scheduler runs the clocks' time-outs
 * @param engineThreads runs engine moves
 * @param engines the engines to borrow
 */
record GameServices(
    GameStore store,
    ScheduledExecutorService scheduler,
    ExecutorService engineThreads,
    EnginePool engines) {}
