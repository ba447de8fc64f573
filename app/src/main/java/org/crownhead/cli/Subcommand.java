package org.crownhead.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What the subcommands of {@code egdb}, {@code learn} and {@code pdn} share: their picocli spec
 * (their streams, and the command line a {@code ParameterException} names) and the help option.
 * Their help keeps picocli's own layout.
 */
abstract class Subcommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin HelpOption help;
}
