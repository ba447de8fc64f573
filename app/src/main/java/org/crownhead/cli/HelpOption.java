package org.crownhead.cli;

import picocli.CommandLine.Option;

/** The {@code -h}/{@code --help} option every command shares, as a picocli mixin. */
class HelpOption {
  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "Show this help and exit.")
  boolean help;
}
