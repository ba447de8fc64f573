package org.crownhead.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * What every command of {@code crownhead} shares: its picocli spec (its streams, and the command
 * line a {@code ParameterException} names), the {@link Main} it runs under, and the help option
 * with the layout of its help. The subcommands of {@code egdb}, {@code learn} and {@code pdn} are
 * not of this kind.
 */
abstract class CrownheadCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @ParentCommand Main main;

  @Mixin CommandHelp help;

  /** A mistake in the command line, which picocli reports with the command's usage. */
  ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
