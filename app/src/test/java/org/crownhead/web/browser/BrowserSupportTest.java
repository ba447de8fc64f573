package org.crownhead.web.browser;

import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.TestAbortedException;

/** Browser tests on a machine without Chromium: skipped with a way out, unless CI requires them. */
class BrowserSupportTest {
  @TempDir Path dir;

  private Path program(String name) throws Exception {
    Path file = dir.resolve(name);
    Files.writeString(file, "#!/bin/sh\n");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rwxr-xr-x"));
    return file;
  }

  @Test
  void withChromiumAndItsDriverTheTestsRun() throws Exception {
    Path chromium = program("chromium");
    Path driver = program("chromedriver");
    assertThatCode(() -> BrowserSupport.requireBrowser(chromium, driver, false))
        .doesNotThrowAnyException();
    assertThatCode(() -> BrowserSupport.requireBrowser(chromium, driver, true))
        .doesNotThrowAnyException();
  }

  @Test
  void withoutTheDriverOutsideCiTheTestsAreSkippedSayingHowToInstallIt() throws Exception {
    Path chromium = program("chromium");
    assertThatThrownBy(
            () -> BrowserSupport.requireBrowser(chromium, dir.resolve("chromedriver"), false))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageStartingWith("BROWSER TESTS SKIPPED: ")
        .hasMessageContaining("(package chromium-driver)")
        .hasMessageNotContaining("(package chromium)")
        .hasMessageContaining("sudo apt-get install chromium chromium-driver");
  }

  @Test
  void withoutChromiumUnderCiTheTestsFail() {
    assertThatThrownBy(
            () ->
                BrowserSupport.requireBrowser(
                    dir.resolve("chromium"), dir.resolve("chromedriver"), true))
        .isInstanceOf(IllegalStateException.class)
        .hasMessageContaining("CI=true")
        .hasMessageContaining("(package chromium)")
        .hasMessageContaining("(package chromium-driver)");
  }
}
