package org.crownhead.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The failures of {@code crownhead serve} that come before it listens (it then runs until stopped).
 */
class ServeCommandTest {
  @TempDir Path dir;

  @Test
  void aBadPortIsABadCommandLine() {
    assertThat(Cli.exits(2, "serve", "--port", "70000").err)
        .isEqualTo(
            "crownhead serve: --port must be from 0 to 65535, not 70000 (see 'crownhead serve --help')\n");
  }

  @Test
  void aDamagedStoreIsOneClearLine() throws Exception {
    Files.write(
        dir.resolve("crownhead.db"),
        "not a database\n".repeat(300).getBytes(StandardCharsets.UTF_8));

    Cli run = Cli.run("serve", "--port", "0", "--data-dir", dir.toString());

    assertThat(run.code).as(run.toString()).isEqualTo(1);
    assertThat(run.err.lines()).hasSize(1);
    assertThat(run.err)
        .startsWith("crownhead serve: ")
        .contains("crownhead.db is not a Crownhead database or is damaged");
    assertThat(run.out).doesNotContain("running");
  }
}
