package org.crownhead.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every relative link and anchor of README.md and docs/*.md leads to a file and a heading. */
class DocLinksTest {
  @Test
  void everyRelativeLinkOfTheDocumentationLeadsSomewhere() throws IOException {
    Path root = DocLinks.repositoryRoot();
    List<Path> files = DocLinks.documents(root);
    assertThat(files).contains(root.resolve("README.md"), root.resolve("docs/engine.md"));
    assertThat(DocLinks.problems(root, files)).isEmpty();
  }

  @Test
  void aMissingFileOrHeadingIsReportedWithItsLine(@TempDir Path root) throws IOException {
    Files.createDirectories(root.resolve("docs"));
    Files.writeString(
        root.resolve("README.md"),
        "# Title\n"
            + "\n"
            + "See [the guide](docs/guide.md), [its part](docs/guide.md#the-part) and\n"
            + "[here](#title). Not [this](https://example.org/x#y) or [mail](mailto:a@b.c).\n"
            + "```\n"
            + "[inside code](nowhere.md)\n"
            + "```\n"
            + "A [missing file](docs/gone.md) and a [missing heading](docs/guide.md#no-such).\n"
            + "`[in a code span](nowhere.md)`\n");
    Files.writeString(
        root.resolve("docs/guide.md"),
        "# Guide\n\n## The part\n\n## The part\n\n"
            + "Back to [the start](../README.md#title), [twice](#the-part-1), [thrice](#the-part-2).\n");
    List<Path> files = List.of(root.resolve("README.md"), root.resolve("docs/guide.md"));

    assertThat(DocLinks.problems(root, files))
        .containsExactly(
            "README.md:8: docs/gone.md: no such file",
            "README.md:8: docs/guide.md#no-such: no heading with the anchor #no-such",
            "docs/guide.md:7: #the-part-2: no heading with the anchor #the-part-2");
  }

  @Test
  void anchorsAreMadeAsGitHubMakesThem() {
    assertThat(DocLinks.slug("`crownhead hub`: the engine for GUIs and match tools"))
        .isEqualTo("crownhead-hub-the-engine-for-guis-and-match-tools");
    assertThat(DocLinks.slug("The browser app's API")).isEqualTo("the-browser-apps-api");
    assertThat(DocLinks.slug("Bench: the search's fingerprint"))
        .isEqualTo("bench-the-searchs-fingerprint");
    assertThat(DocLinks.slug("See [the engine](engine.md) – 3 × 10_s"))
        .isEqualTo("see-the-engine--3--10_s");
    assertThat(DocLinks.anchors("# A\n## B\n## B\n```\n## B\n```\n## B\n"))
        .containsExactly("a", "b", "b-1", "b-2");
  }
}
