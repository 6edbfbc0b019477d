package android.content;

import java.util.HashMap;
import java.util.Map;

/** Stub of android.content.Intent (API 36): the extras an activity reads. */
public class Intent {
    private final Map<String, Object> extras = new HashMap<>();

    public Intent putExtra(String name, boolean value) {
        extras.put(name, value);
        return this;
    }

    public boolean getBooleanExtra(String name, boolean defaultValue) {
        Object v = extras.get(name);
        return v instanceof Boolean ? (Boolean) v : defaultValue;
    }
}
