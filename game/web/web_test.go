package web

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"ropeman/game/lang"
	"ropeman/game/needs"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// consoleLog collects what the page writes to its console.
type consoleLog struct {
	mu     sync.Mutex
	lines  []string
	errors []string
}

func (c *consoleLog) listen(ev any) {
	c.mu.Lock()
	defer c.mu.Unlock()
	switch e := ev.(type) {
	case *runtime.EventConsoleAPICalled:
		var parts []string
		for _, a := range e.Args {
			parts = append(parts, strings.Trim(string(a.Value), `"`)+a.Description)
		}
		line := strings.Join(parts, " ")
		c.lines = append(c.lines, line)
		if e.Type == runtime.ConsoleAPICalledTypeError {
			c.errors = append(c.errors, line)
		}
	case *network.EventResponseReceived: // a missing favicon is a 404 on every load
		if r := e.Response; r.Status >= 400 {
			c.errors = append(c.errors, fmt.Sprintf("%s answered %d", r.URL, r.Status))
		}
	case *runtime.EventExceptionThrown:
		d := e.ExceptionDetails
		text := d.Text
		if d.Exception != nil {
			text += " " + d.Exception.Description
		}
		c.errors = append(c.errors, text)
	}
}

func (c *consoleLog) find(prefix string) (string, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	for _, l := range c.lines {
		if strings.HasPrefix(l, prefix) {
			return l, true
		}
	}
	return "", false
}

func TestBrowserBuildPlays(t *testing.T) {
	needs.Short(t, "builds the wasm and starts a browser")
	browser := needs.Chromium(t)
	dir := assembled(t)
	reportSize(t, filepath.Join(dir, "game.wasm"))
	// Note how game.wasm went out: the browser must get the brotli (which
	// browsers take only over HTTPS, as a host serves the game).
	var wasmEncoding atomic.Value
	serve := Handler(dir)
	srv := httptest.NewTLSServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		serve.ServeHTTP(w, r)
		if r.URL.Path == "/game.wasm" {
			wasmEncoding.Store(w.Header().Get("Content-Encoding"))
		}
	}))
	defer srv.Close()

	allocCtx, cancel := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(browser), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("use-angle", "swiftshader"), chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-first-run", true), chromedp.Flag("ignore-certificate-errors", true), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(405, 720),
		chromedp.Flag("lang", "de-DE"), chromedp.Flag("accept-lang", "de-DE,de")) // a German browser
	defer cancel()
	var log consoleLog
	ctx, cancel := chromedp.NewContext(allocCtx, chromedp.WithListener(log.listen))
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 3*time.Minute)
	defer cancel()

	// A phone's viewport, set on the page: a headless window is no smaller
	// than Chromium allows (500 x 577 in 156), which is no phone's shape.
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(405, 720)); err != nil {
		t.Fatal(err)
	}
	// -frames only makes the game report its first frame here; the run is
	// far longer than the test watches.
	navigated := time.Now()
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?autoplay&frames=1000000")); err != nil {
		t.Fatal(err)
	}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if line, ok := log.find("first frame after"); ok {
			t.Logf("browser: %s; seen %d ms after navigation (download and compile of game.wasm included)",
				line, time.Since(navigated).Milliseconds())
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game never drew a frame; console: %q", log.lines)
		}
		time.Sleep(200 * time.Millisecond)
	}
	// The browser's language reaches the game: its texts are German.
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if _, ok := log.find("platform: locale de-DE, texts in de"); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game never took the browser's language (de-DE); console: %q", log.lines)
		}
	}
	// A language other than the browser's (as a player picks one in the
	// settings): the game fetches its words, and its texts take them.
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?lang=ru&frames=1000000")); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
		if _, ok := log.find("lang: texts in ru, its words fetched"); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game never took Russian's words; console: %q", log.lines)
		}
	}
	checkJapanese(ctx, t, &log, srv.URL)
	if err := chromedp.Do(ctx, chromedp.Navigate(srv.URL+"/?autoplay&frames=1000000")); err != nil {
		t.Fatal(err)
	}
	if enc, _ := wasmEncoding.Load().(string); enc != "br" {
		t.Errorf("game.wasm went to the browser with Content-Encoding %q, want br", enc)
	}
	// A phone's notch and home indicator: the page's env(safe-area-inset-*)
	// reach the game, which keeps its HUD clear of them.
	top, bottom := int64(44), int64(34)
	setInsets := func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, emulation.SetSafeAreaInsetsOverride, emulation.SetSafeAreaInsetsOverrideParams{
			Insets: &emulation.SafeAreaInsets{Top: &top, Bottom: &bottom},
		})
		return chromedp.Void{}, err
	}
	if err := chromedp.Do(ctx, setInsets); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(100 * time.Millisecond) {
		if _, ok := log.find("platform: safe area 44 0 34 0"); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game never took the page's safe area (44 0 34 0); console: %q", log.lines)
		}
	}
	// Let the bot leave the title card and run a while.
	if err := chromedp.Do(ctx, chromedp.Sleep(4*time.Second)); err != nil {
		t.Fatal(err)
	}
	img := screenshot(ctx, t, "browser.png")
	if b := img.Bounds(); b.Dx() != 405 || b.Dy() != 720 {
		t.Fatalf("the page is %dx%d, want the phone's 405x720", b.Dx(), b.Dy())
	}
	checkScene(t, img)
	// Progress (with the player's id) lives in localStorage.
	saved, err := chromedp.Run(ctx, chromedp.Evaluate[string](`String(localStorage.getItem("ropeman.progress.json"))`))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(saved, `"userId":"`) || !strings.Contains(saved, `"level":1`) || !strings.Contains(saved, "\ncrc32c ") {
		t.Errorf("localStorage holds %q, want the checksummed progress with a user id", saved)
	}
	log.mu.Lock()
	defer log.mu.Unlock()
	if len(log.errors) > 0 {
		t.Errorf("the page logged errors: %q", log.errors)
	}
}

// checkJapanese opens the game in Japanese, which Go Bold cannot draw:
// the page fetches its words and the fonts of its scripts, the browser's
// own text engine lays its lines out, and the title's LEVEL 1 shows, with
// no glyph missing, where the game says it put it, as wide as it is.
func checkJapanese(ctx context.Context, t *testing.T, log *consoleLog, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.Navigate(url+"/?lang=ja&frames=400")); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(time.Minute); ; time.Sleep(100 * time.Millisecond) {
		if _, ok := log.find("layout screen"); ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the game in Japanese never ended its 400 frames; console: %q", log.lines)
		}
	}
	if l, ok := log.find("layout missing glyph"); ok {
		t.Errorf("in Japanese: %s", l)
	}
	title := lang.Japanese.Count(lang.Level, 1)
	var box [4]float64
	var colour uint32
	found := false
	for _, l := range log.lines {
		quoted := strings.Trim(strconv.QuoteToASCII(title), `"`) // as the console's lines come
		if rest, ok := strings.CutPrefix(l, "layout text "); ok && (strings.HasSuffix(rest, " "+title) || strings.HasSuffix(rest, " "+quoted)) {
			fmt.Sscanf(rest, "%f %f %f %f %x", &box[0], &box[1], &box[2], &box[3], &colour)
			found = true
		}
	}
	if !found || box[2]-box[0] < 40 {
		t.Fatalf("the title in Japanese does not say %q, or it is laid out %.0f px wide; console: %q", title, box[2]-box[0], log.lines)
	}
	img := screenshot(ctx, t, "browser-ja.png")
	// The game draws at the device's pixels; the screenshot is the page's.
	k := float64(img.Bounds().Dx()) / 405
	// Its pixels in its colour (an outline's dark edge round them).
	want := [3]int{int(colour >> 24), int(colour >> 16 & 0xff), int(colour >> 8 & 0xff)}
	inked, all := 0, 0
	for y := int(box[1] * k); y < int(box[3]*k); y++ {
		for x := int(box[0] * k); x < int(box[2]*k); x++ {
			r, g, b, _ := img.At(x, y).RGBA()
			all++
			if max(abs(int(r>>8)-want[0]), abs(int(g>>8)-want[1]), abs(int(b>>8)-want[2])) < 24 {
				inked++
			}
		}
	}
	if all == 0 || float64(inked) < 0.05*float64(all) {
		t.Errorf("the Japanese %q's box %v holds %d pixels of its colour %08x in %d: not drawn", title, box, inked, colour, all)
	}
	t.Logf("the Japanese %q: %d of %d pixels in its box are its colour", title, inked, all)
}

func abs(v int) int { return max(v, -v) }

// screenshot returns the page as the browser shows it, kept as name in
// $ROPEMAN_SHOT_DIR when that is set.
func screenshot(ctx context.Context, t *testing.T, name string) image.Image {
	t.Helper()
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if out := os.Getenv("ROPEMAN_SHOT_DIR"); out != "" {
		os.WriteFile(filepath.Join(out, name), shot, 0o644)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// assembly is the browser build the tests share: assembled once.
var assembly struct {
	once sync.Once
	dir  string
	err  error
}

// TestMain removes the shared browser build once the tests are done.
func TestMain(m *testing.M) {
	code := m.Run()
	if assembly.dir != "" {
		os.RemoveAll(assembly.dir)
	}
	os.Exit(code)
}

// assembled returns the folder of the browser build, assembling it the
// first time.
func assembled(t *testing.T) string {
	assembly.once.Do(func() {
		assembly.dir, assembly.err = os.MkdirTemp("", "ropeman-web-")
		if assembly.err == nil {
			assembly.err = Assemble(assembly.dir)
		}
	})
	if assembly.err != nil {
		t.Fatal(assembly.err)
	}
	return assembly.dir
}

// checkScene asserts the screenshot shows the game's scene: a blue sky at
// the top, many colours (shaded, fogged 3D), and light track tiles in the
// lower middle where the chase camera puts the track (between the
// Rope-Man and the title's buttons).
func checkScene(t *testing.T, img image.Image) {
	b := img.Bounds()
	colours := map[[3]uint8]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[[3]uint8{uint8(r >> 8), uint8(g >> 8), uint8(bl >> 8)}] = true
		}
	}
	if len(colours) < 40 {
		t.Errorf("screenshot has %d distinct colours, want a rendered scene (>= 40)", len(colours))
	}
	r, _, bl, _ := img.At(b.Dx()/2, b.Min.Y+2).RGBA()
	if bl <= r {
		t.Errorf("top of the screen is not sky blue (r %d, b %d)", r>>8, bl>>8)
	}
	light := 0
	rows := b.Dy() / 10
	for y := b.Dy() * 58 / 100; y < b.Dy()*58/100+rows; y++ {
		for x := b.Dx() / 3; x < b.Dx()*2/3; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 > 190 && g>>8 > 180 && bl>>8 > 220 {
				light++
			}
		}
	}
	if area := b.Dx() / 3 * rows; light < area/4 {
		t.Errorf("only %d of %d pixels in the lower middle are light track tiles", light, area)
	}
}

func reportSize(t *testing.T, path string) {
	raw, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	line := fmt.Sprintf("game.wasm: %.2f MB raw", float64(raw.Size())/1e6)
	for _, e := range encodings {
		st, err := os.Stat(path + e.suffix)
		if err != nil {
			t.Fatalf("Assemble wrote no precompressed game.wasm%s: %v", e.suffix, err)
		}
		line += fmt.Sprintf(", %.2f MB %s", float64(st.Size())/1e6, e.name)
	}
	t.Log(line)
}
