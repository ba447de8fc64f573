package org.crownhead.cli;

import picocli.CommandLine.Command;

/**
 * The {@code -h}/{@code --help} option of a command of {@code crownhead}, with the layout its help
 * shares with the other commands: the options in the order they are declared, a blank line before
 * the usage, the description and the options. A picocli mixin; the subcommands of {@code egdb},
 * {@code learn} and {@code pdn} take the bare {@link HelpOption}.
 */
@Command(
    sortOptions = false,
    synopsisHeading = "%nUsage: ",
    descriptionHeading = "%n",
    optionListHeading = "%nOptions:%n")
final class CommandHelp extends HelpOption {}
