// The referee called from Java: java.net.http and a small JSON reader, no libraries.
// Run against a live service: REFEREE_URL=http://127.0.0.1:8000 java clients/java/Smoke.java
// Exits 0 when every check passes, 1 with the failed check otherwise.

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

public class Smoke {
    static final String BASE = System.getenv().getOrDefault("REFEREE_URL", "http://127.0.0.1:8000");
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    static int passed = 0;

    record Answer(int status, String contentType, Object body) {}

    public static void main(String[] args) throws Exception {
        Answer health = get("/v1/health");
        check("health answers ok", health.status == 200 && "ok".equals(at(health.body, "status")));

        Answer ranked = post("/v1/hands/evaluate", """
            {"hands": [{"cards": ["As", "Ad", "7c", "7h", "2s"]},
                       {"cards": ["Kc", "Kh", "Ks", "3d", "3c"]}]}""");
        check("the full house wins", ranked.status == 200
            && List.of(List.of(1L), List.of(0L)).equals(at(ranked.body, "order")));
        check("the full house is described", "Full house, kings over threes"
            .equals(at(ranked.body, "hands", 1, "description")));

        Answer razz = post("/v1/hands/evaluate", """
            {"ranking": "ace_to_five", "hands": [{"cards": ["Ah", "2c", "3d", "4s", "Kh", "Kd", "Kc"]},
                                                   {"cards": ["8h", "6c", "3c", "2s", "As", "Qd", "Qc"]}]}""");
        check("an eight low beats a king low", List.of(1L).equals(at(razz.body, "winners")));

        Answer game = get("/v1/games/seven_card_stud");
        check("seven-card stud is known", game.status == 200 && "seven_card_stud".equals(at(game.body, "id")));

        Answer wrong = post("/v1/hands/evaluate", "{\"hands\": [{\"cards\": [\"As\", \"Zz\"]}]}");
        check("a bad card is a 422 problem", wrong.status == 422
            && wrong.contentType.startsWith("application/problem+json"));
        check("the problem names the field", ((Map<?, ?>) at(wrong.body, "errors")).containsKey("hands.0.cards.1"));

        Answer unknown = get("/v1/games/strip-poker");
        check("an unknown game is a 404 problem", unknown.status == 404);

        System.out.println("Smoke: " + passed + " checks passed against " + BASE);
    }

    static void check(String name, boolean ok) {
        if (!ok) {
            System.err.println("FAILED: " + name);
            System.exit(1);
        }
        passed++;
        System.out.println("ok - " + name);
    }

    static Answer get(String path) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(BASE + path)).GET());
    }

    static Answer post(String path, String json) throws Exception {
        return send(HttpRequest.newBuilder(URI.create(BASE + path))
            .header("Content-Type", "application/json")
            .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    static Answer send(HttpRequest.Builder request) throws Exception {
        HttpResponse<String> response = HTTP.send(
            request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.ofString());
        String type = response.headers().firstValue("Content-Type").orElse("");
        return new Answer(response.statusCode(), type, new Json(response.body()).value());
    }

    /** Follows keys (String) and positions (Integer) into parsed JSON. */
    static Object at(Object value, Object... path) {
        for (Object step : path) {
            value = step instanceof Integer i ? ((List<?>) value).get(i) : ((Map<?, ?>) value).get(step);
        }
        return value;
    }

    /** A JSON reader: objects to maps, arrays to lists, integers to Long, others to Double. */
    static final class Json {
        private final String text;
        private int at = 0;

        Json(String text) { this.text = text; }

        Object value() {
            skip();
            char c = text.charAt(at);
            if (c == '{') return object();
            if (c == '[') return array();
            if (c == '"') return string();
            if (text.startsWith("true", at)) { at += 4; return true; }
            if (text.startsWith("false", at)) { at += 5; return false; }
            if (text.startsWith("null", at)) { at += 4; return null; }
            return number();
        }

        private Map<String, Object> object() {
            Map<String, Object> map = new LinkedHashMap<>();
            at++;
            skip();
            if (text.charAt(at) == '}') { at++; return map; }
            while (true) {
                skip();
                String key = string();
                skip();
                at++; // the colon
                map.put(key, value());
                skip();
                if (text.charAt(at++) == '}') return map;
            }
        }

        private List<Object> array() {
            List<Object> list = new ArrayList<>();
            at++;
            skip();
            if (text.charAt(at) == ']') { at++; return list; }
            while (true) {
                list.add(value());
                skip();
                if (text.charAt(at++) == ']') return list;
            }
        }

        private String string() {
            StringBuilder out = new StringBuilder();
            at++;
            while (true) {
                char c = text.charAt(at++);
                if (c == '"') return out.toString();
                if (c != '\\') { out.append(c); continue; }
                char e = text.charAt(at++);
                switch (e) {
                    case 'n' -> out.append('\n');
                    case 't' -> out.append('\t');
                    case 'r' -> out.append('\r');
                    case 'b' -> out.append('\b');
                    case 'f' -> out.append('\f');
                    case 'u' -> { out.append((char) Integer.parseInt(text.substring(at, at + 4), 16)); at += 4; }
                    default -> out.append(e);
                }
            }
        }

        private Object number() {
            int start = at;
            while (at < text.length() && "+-0123456789.eE".indexOf(text.charAt(at)) >= 0) at++;
            String n = text.substring(start, at);
            return n.matches("-?\\d+") ? (Object) Long.parseLong(n) : (Object) Double.parseDouble(n);
        }

        private void skip() {
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) at++;
        }
    }
}
