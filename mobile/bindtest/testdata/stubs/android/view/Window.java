package android.view;

/** Stub of android.view.Window (API 36). */
public class Window {
    private final View decor = new View();

    public View getDecorView() {
        return decor;
    }
}
