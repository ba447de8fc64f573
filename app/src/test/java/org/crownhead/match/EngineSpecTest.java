package org.crownhead.match;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.crownhead.core.Position;
import org.crownhead.engine.Engine;
import org.crownhead.engine.EngineOption;
import org.crownhead.engine.Engines;
import org.crownhead.engine.Limits;
import org.crownhead.engine.Score;
import org.crownhead.engine.eval.MaterialEvaluation;
import org.crownhead.engine.eval.NetworkEvaluation;
import org.crownhead.engine.eval.StandardEvaluation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class EngineSpecTest {
  @Test
  void crownheadWithSettings() {
    EngineSpec spec = EngineSpec.parse("  crownhead level=club hash=16 eval=material ");

    assertThat(spec.text()).isEqualTo("crownhead level=club hash=16 eval=material");
    assertThat(spec.evaluation()).isEqualTo("material");
    assertThat(spec.settings())
        .containsExactly(java.util.Map.entry("level", "club"), java.util.Map.entry("hash", "16"));
    assertThat(spec.command()).isEmpty();
    try (Engine engine = spec.create()) {
      assertThat(engine.options())
          .extracting(EngineOption::toString)
          .anyMatch(option -> option.startsWith("hash=16 "))
          .anyMatch(option -> option.startsWith("level=club "));
      assertThat(spec.label(engine))
          .isEqualTo(Engines.NAME + " (eval=material level=club hash=16)");
      engine.setPosition(Position.fromFen("B:W18,26:B15"));
      assertThat(engine.think(Limits.depth(4), info -> {}).bestMove().orElseThrow().toString())
          .isEqualTo("15x22x31");
    }
  }

  @Test
  void aCrownheadEngineReadsTheEndgameDatabasesItIsGiven(@TempDir Path egdb) throws Exception {
    org.crownhead.engine.egdb.EgdbBuilder.build(
        egdb, 3, 1, org.crownhead.engine.egdb.EgdbBuilder.Progress.NONE);
    EngineSpec spec =
        EngineSpec.parse("crownhead")
            .withEndgames(org.crownhead.engine.egdb.FileDatabase.open(egdb));
    try (Engine engine = spec.create();
        Engine without = EngineSpec.parse("crownhead").create()) {
      Position won = Position.fromFen("W:WK14,K23:BK5");
      engine.setPosition(won);
      without.setPosition(won);
      assertThat(Score.isWin(engine.think(Limits.depth(1), info -> {}).info().score())).isTrue();
      assertThat(Score.isWin(without.think(Limits.depth(1), info -> {}).info().score())).isFalse();
    }
  }

  @Test
  void plainCrownheadAndAGivenName() {
    EngineSpec plain = EngineSpec.parse("Crownhead");
    EngineSpec named = EngineSpec.parse("crownhead name='New eval' eval=default");

    assertThat(plain.evaluation()).isEqualTo("default");
    assertThat(plain.settings()).isEmpty();
    assertThat(named.name()).contains("New eval");
    try (Engine engine = plain.create()) {
      assertThat(plain.label(engine)).isEqualTo(Engines.NAME);
      assertThat(named.label(engine)).isEqualTo("New eval");
    }
  }

  @Test
  void theEvaluationComesFromTheRegistry() {
    assertThat(Evaluators.names()).startsWith("default", "material");
    assertThat(Evaluators.create("MATERIAL")).isInstanceOf(MaterialEvaluation.class);
    assertThat(Evaluators.names()).contains("standard", "network");
    assertThat(Evaluators.create("network")).isInstanceOf(NetworkEvaluation.class);
    assertThat(Evaluators.create("standard")).isInstanceOf(StandardEvaluation.class);
    Evaluators.register("test-double-men", () -> position -> 0);
    assertThat(Evaluators.names()).contains("test-double-men");
    assertThat(EngineSpec.parse("crownhead eval=test-double-men").evaluation())
        .isEqualTo("test-double-men");
    assertThatThrownBy(() -> Evaluators.register("Bad Name", MaterialEvaluation::new))
        .hasMessageContaining("lower-case letters");
  }

  @Test
  void hubCommandLines() {
    EngineSpec spec = EngineSpec.parse("hub:/opt/scan/scan hub");
    assertThat(spec.command()).containsExactly("/opt/scan/scan", "hub");
    assertThat(EngineSpec.parse("HUB: \"/my engines/x\" 'a b' c").command())
        .containsExactly("/my engines/x", "a b", "c");
  }

  @Test
  void anEngineMadeByCode() {
    EngineSpec spec = EngineSpec.of("Test engine", () -> Engines.create(new MaterialEvaluation()));
    try (Engine engine = spec.create()) {
      assertThat(spec.label(engine)).isEqualTo("Test engine");
    }
  }

  @Test
  void mistakesAreNamed() {
    assertThatThrownBy(() -> EngineSpec.parse("stockfish"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("must start with crownhead")
        .hasMessageContaining("hub:");
    assertThatThrownBy(() -> EngineSpec.parse("crownhead hash"))
        .hasMessageContaining("\"hash\" must be SETTING=VALUE");
    assertThatThrownBy(() -> EngineSpec.parse("crownhead eval=neural"))
        .hasMessageContaining("unknown evaluation \"neural\"")
        .hasMessageContaining("default, material");
    assertThatThrownBy(() -> EngineSpec.parse("hub:   "))
        .hasMessageContaining("hub: needs the engine's command");
    assertThatThrownBy(() -> EngineSpec.parse("hub:'x"))
        .hasMessageContaining("a quote is not closed");
    EngineSpec unknown = EngineSpec.parse("crownhead hsh=3");
    assertThatThrownBy(unknown::create)
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageStartingWith("engine \"crownhead hsh=3\": unknown setting \"hsh\"");
    assertThatThrownBy(EngineSpec.parse("crownhead hash=0")::create)
        .hasMessageContaining("hash must be from 1 to 8192, not 0");
  }

  @Test
  void wordsKeepQuotedSpaces() {
    assertThat(EngineSpec.words(" a 'b c'  \"d e\"f ")).isEqualTo(List.of("a", "b c", "d ef"));
  }
}
