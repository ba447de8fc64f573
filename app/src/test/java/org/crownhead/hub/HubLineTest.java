package org.crownhead.hub;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/** The message syntax: reading Scan's lines, writing ours, and garbage in. */
class HubLineTest {

  @Test
  void readsACommandWithPairsQuotedValuesAndFlags() {
    HubLine line = HubLine.parse("  info depth=21 mean-depth=20.8 pv=\"32-28 17-22\"  ponder\t");

    assertThat(line.command()).isEqualTo("info");
    assertThat(line.arguments())
        .containsExactly(
            Map.entry("depth", "21"),
            Map.entry("mean-depth", "20.8"),
            Map.entry("pv", "32-28 17-22"),
            Map.entry("ponder", ""));
    assertThat(line.has("ponder")).isTrue();
    assertThat(line.get("ponder")).contains("");
    assertThat(line.get("nodes")).isEmpty();
  }

  @Test
  void readsBlanksAroundEqualsAndEmptyQuotedValues() {
    HubLine line = HubLine.parse("set-param name = hash value=\"\" x=\"a=b\"next=1");

    assertThat(line.arguments())
        .containsExactly(
            Map.entry("name", "hash"),
            Map.entry("value", ""),
            Map.entry("x", "a=b"),
            Map.entry("next", "1"));
  }

  @Test
  void theLastOfARepeatedArgumentCounts() {
    assertThat(HubLine.parse("level depth=3 nodes=9 depth=5").toString())
        .isEqualTo("level nodes=9 depth=5");
  }

  @Test
  void writesValuesQuotedOnlyWhenTheyMustBe() {
    HubLine line =
        HubLine.of("param")
            .with("name", "level")
            .with("values", "club strong")
            .with("empty", "")
            .with("eq", "a=b")
            .with("quote", "say \"hi\"")
            .with("max", 8192)
            .withFlag("infinite");

    assertThat(line.toString())
        .isEqualTo(
            "param name=level values=\"club strong\" empty eq=\"a=b\" quote=\"say 'hi'\" max=8192"
                + " infinite");
  }

  @Test
  void namesMustBeNames() {
    assertThatThrownBy(() -> HubLine.of("")).hasMessage("a Hub command must not be empty");
    assertThatThrownBy(() -> HubLine.of("go think"))
        .hasMessage("a Hub command cannot hold a blank: \"go think\"");
    assertThatThrownBy(() -> HubLine.of("go").with("a=b", "1"))
        .hasMessage("a Hub argument name cannot hold '=': \"a=b\"");
  }

  @Test
  void garbageIsRefusedWithTheColumn() {
    assertThatThrownBy(() -> HubLine.parse("   "))
        .hasMessage("empty line: a Hub message starts with a command");
    assertThatThrownBy(() -> HubLine.parse("pos pos=\"abc"))
        .hasMessage(
            "malformed line \"pos pos=\"abc\": the double quote at column 9 is never closed");
    assertThatThrownBy(() -> HubLine.parse("level depth= "))
        .hasMessage(
            "malformed line \"level depth= \": expects a value after '=' at the end of the line");
    assertThatThrownBy(() -> HubLine.parse("go \"think\""))
        .hasMessage(
            "malformed line \"go \"think\"\": expects an argument name at column 4, not a double"
                + " quote");
  }

  @Provide
  Arbitrary<String> names() {
    return Arbitraries.strings()
        .withCharRange('!', '~')
        .excludeChars('=', '"')
        .ofMinLength(1)
        .ofMaxLength(12);
  }

  @Provide
  Arbitrary<String> values() {
    return Arbitraries.strings()
        .withCharRange(' ', '~')
        .withChars('é', 'ü', '\u00a0')
        .excludeChars('"')
        .ofMaxLength(20);
  }

  @Property(tries = 1000)
  void whatIsWrittenIsReadBack(
      @ForAll("names") String command,
      @ForAll("names") String a,
      @ForAll("values") String first,
      @ForAll("names") String b,
      @ForAll("values") String second) {
    HubLine line = HubLine.of(command).with(a, first).with(b, second);
    Map<String, String> expected = new LinkedHashMap<>();
    expected.put(a, first);
    expected.put(b, second);

    HubLine read = HubLine.parse(line.toString());

    assertThat(read).isEqualTo(line);
    assertThat(read.command()).isEqualTo(command);
    assertThat(read.arguments()).isEqualTo(expected);
  }

  @Property(tries = 2000)
  void anyTextIsReadOrRefusedWithAMessage(@ForAll String text) {
    try {
      HubLine line = HubLine.parse(text);
      String written = line.toString();
      assertThat(HubLine.parse(written).toString()).isEqualTo(written);
      assertThat(HubLine.parse(written).arguments().keySet()).isEqualTo(line.arguments().keySet());
    } catch (IllegalArgumentException e) {
      assertThat(e.getMessage()).isNotBlank().doesNotContain("\n");
    }
  }
}
