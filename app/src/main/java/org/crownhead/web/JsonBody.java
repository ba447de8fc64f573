package org.crownhead.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.Predicate;
import org.crownhead.web.games.GameException;

/**
 * A request's JSON object, read field by field; a field of the wrong type is a 400 naming it. A
 * missing field or {@code null} reads as null.
 */
final class JsonBody {
  private final ObjectNode node;

  JsonBody(ObjectNode node) {
    this.node = node;
  }

  String string(String field) {
    return single(field, JsonNode::isTextual, JsonNode::asText, "a string");
  }

  Long number(String field) {
    return single(
        field,
        value -> value.isIntegralNumber() && value.canConvertToLong(),
        JsonNode::asLong,
        "a whole number");
  }

  Integer integer(String field) {
    Long value = number(field);
    if (value == null) {
      return null;
    }
    if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
      throw wrong(field, "a smaller whole number");
    }
    return value.intValue();
  }

  List<String> strings(String field) {
    return array(field, JsonNode::isTextual, JsonNode::asText, "an array of strings");
  }

  /** A JSON object of strings, such as PDN tags, in its order. */
  Map<String, String> stringMap(String field) {
    ObjectNode value = objectNode(field, "an object of strings");
    if (value == null) {
      return null;
    }
    Map<String, String> map = new LinkedHashMap<>();
    var fields = value.fields();
    while (fields.hasNext()) {
      var entry = fields.next();
      if (!entry.getValue().isTextual()) {
        throw wrong(field, "an object of strings");
      }
      map.put(entry.getKey(), entry.getValue().asText());
    }
    return map;
  }

  /** A nested object, or null. */
  JsonBody object(String field) {
    ObjectNode value = objectNode(field, "an object or null");
    return value == null ? null : new JsonBody(value);
  }

  /** An array of objects, or null. */
  List<JsonBody> objects(String field) {
    return array(
        field, JsonNode::isObject, item -> new JsonBody((ObjectNode) item), "an array of objects");
  }

  /** The field's object, or null; anything else is refused as not {@code kind}. */
  private ObjectNode objectNode(String field, String kind) {
    return single(field, JsonNode::isObject, value -> (ObjectNode) value, kind);
  }

  /**
   * The field's value, or null, read once it passes the check; anything else is refused as not
   * {@code kind}.
   */
  private <T> T single(
      String field, Predicate<JsonNode> check, Function<JsonNode, T> read, String kind) {
    JsonNode value = value(field);
    if (value == null) {
      return null;
    }
    if (!check.test(value)) {
      throw wrong(field, kind);
    }
    return read.apply(value);
  }

  /**
   * The field's array, or null, each item read once it passes the check; anything else is refused
   * as not {@code kind}.
   */
  private <T> List<T> array(
      String field, Predicate<JsonNode> check, Function<JsonNode, T> read, String kind) {
    JsonNode value = single(field, JsonNode::isArray, Function.identity(), kind);
    if (value == null) {
      return null;
    }
    List<T> items = new ArrayList<>();
    for (JsonNode item : value) {
      if (!check.test(item)) {
        throw wrong(field, kind);
      }
      items.add(read.apply(item));
    }
    return items;
  }

  private JsonNode value(String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value;
  }

  private static GameException wrong(String field, String kind) {
    return new GameException(GameException.BAD_REQUEST, "\"" + field + "\" must be " + kind);
  }
}
