package org.crownhead.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Map;
import org.crownhead.web.games.GameException;

/** The JSON of the API: writing responses and messages, and reading request bodies. */
final class Json {
  static final ObjectMapper MAPPER =
      new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

  private Json() {}

  /** The JSON text of a value. */
  static String write(Object value) {
    try {
      return MAPPER.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("cannot write JSON: " + e.getOriginalMessage(), e);
    }
  }

  /** Sends a value as the JSON response with a status. */
  static void send(Context ctx, int status, Object value) {
    ctx.status(status).contentType("application/json; charset=utf-8").result(write(value));
  }

  /** Sends {@code {"error": message}} with a status. */
  static void error(Context ctx, int status, String message) {
    send(ctx, status, Map.of("error", message));
  }

  /**
   * The request's body as a JSON object (an empty body is an empty object).
   *
   * @throws GameException 400 for malformed JSON or a body that is not an object
   */
  static JsonBody body(Context ctx) {
    byte[] bytes = BodyLimit.bytes(ctx, BodyLimit.JSON_BYTES);
    if (new String(bytes, java.nio.charset.StandardCharsets.UTF_8).isBlank()) {
      return new JsonBody(MAPPER.createObjectNode());
    }
    return new JsonBody(parseObject(bytes));
  }

  /** Parses a JSON object from text (a WebSocket message). */
  static JsonBody parse(String text) {
    return new JsonBody(parseObject(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
  }

  private static ObjectNode parseObject(byte[] bytes) {
    JsonNode node;
    try {
      node = MAPPER.readTree(bytes);
    } catch (IOException e) {
      String reason =
          e instanceof JsonProcessingException
              ? ((JsonProcessingException) e).getOriginalMessage()
              : e.getMessage();
      throw new GameException(GameException.BAD_REQUEST, "malformed JSON: " + firstLine(reason));
    }
    if (node == null || !node.isObject()) {
      throw new GameException(GameException.BAD_REQUEST, "the body must be a JSON object");
    }
    return (ObjectNode) node;
  }

  private static String firstLine(String text) {
    if (text == null) {
      return "unreadable";
    }
    int newline = text.indexOf('\n');
    return (newline < 0 ? text : text.substring(0, newline)).strip();
  }
}
