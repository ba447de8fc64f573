package org.crownhead.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Threads;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The JMH settings of the benchmarks that count nodes on one thread, perft's and the search's:
 * throughput per second, two warm-up and three measured iterations of 10 s. A subclass gives its
 * own state scope and forks (with the heap it needs).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Threads(1)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
public abstract class OneThreadBenchmark {}
