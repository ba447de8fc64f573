package org.crownhead.bench;

import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH settings of the benchmarks that count nodes on one thread, perft's and the search's: two
 * warm-up and three measured iterations of 10 s. A subclass gives its own state scope and forks
 * (with the heap it needs).
 */
@Threads(1)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
public abstract class OneThreadBenchmark extends ThroughputBenchmark {}
