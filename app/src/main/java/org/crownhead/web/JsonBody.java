package org.crownhead.web;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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
    JsonNode value = value(field);
    if (value == null) {
      return null;
    }
    if (!value.isTextual()) {
      throw wrong(field, "a string");
    }
    return value.asText();
  }

  Long number(String field) {
    JsonNode value = value(field);
    if (value == null) {
      return null;
    }
    if (!value.isIntegralNumber() || !value.canConvertToLong()) {
      throw wrong(field, "a whole number");
    }
    return value.asLong();
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
    JsonNode value = value(field);
    if (value == null) {
      return null;
    }
    if (!value.isArray()) {
      throw wrong(field, "an array of strings");
    }
    List<String> strings = new ArrayList<>();
    for (JsonNode item : value) {
      if (!item.isTextual()) {
        throw wrong(field, "an array of strings");
      }
      strings.add(item.asText());
    }
    return strings;
  }

  /** A JSON object of strings, such as PDN tags, in its order. */
  Map<String, String> stringMap(String field) {
    JsonNode value = value(field);
    if (value == null) {
      return null;
    }
    if (!value.isObject()) {
      throw wrong(field, "an object of strings");
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
    JsonNode value = value(field);
    if (value == null) {
      return null;
    }
    if (!value.isObject()) {
      throw wrong(field, "an object or null");
    }
    return new JsonBody((ObjectNode) value);
  }

  /** An array of objects, or null. */
  List<JsonBody> objects(String field) {
    JsonNode value = value(field);
    if (value == null) {
      return null;
    }
    if (!value.isArray()) {
      throw wrong(field, "an array of objects");
    }
    List<JsonBody> objects = new ArrayList<>();
    for (JsonNode item : value) {
      if (!item.isObject()) {
        throw wrong(field, "an array of objects");
      }
      objects.add(new JsonBody((ObjectNode) item));
    }
    return objects;
  }

  private JsonNode value(String field) {
    JsonNode value = node.get(field);
    return value == null || value.isNull() ? null : value;
  }

  private static GameException wrong(String field, String kind) {
    return new GameException(GameException.BAD_REQUEST, "\"" + field + "\" must be " + kind);
  }
}
