package web

import (
	"context"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"testing"
	"time"

	"ropeman/game/needs"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// startProbe runs in the page before anything else: it notes, in the
// page's clock (ms from navigation), the first WebGL draw call (the first
// frame, the same for the game and a bare program) and the time of every
// animation frame, so the gaps show where something held the page's
// thread.
const startProbe = `(() => {
  const rm = window.__rm = {first: 0, frames: []};
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (...args) {
    const c = getContext.apply(this, args);
    if (c && !c.__rm && (args[0] === "webgl2" || args[0] === "webgl")) {
      c.__rm = true;
      for (const name of ["drawElements", "drawArrays"]) {
        const draw = c[name];
        c[name] = function (...a) {
          if (!rm.first) rm.first = performance.now();
          return draw.apply(this, a);
        };
      }
    }
    return c;
  };
  const tick = (t) => { rm.frames.push(t); if (rm.frames.length < 6000) requestAnimationFrame(tick); };
  requestAnimationFrame(tick);
})();`

// startup is what one page load measured: navigation to the first frame,
// and the longest gap between animation frames in the first 300 after it
// and in the first 5 s after it, ms.
type startup struct {
	first, gap300, gap5s float64
}

// loadPage opens url in a fresh browser (an empty profile: no cached
// code) and measures its start.
func loadPage(t *testing.T, browser, url string) startup {
	allocCtx, cancel := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(browser), chromedp.Headless, chromedp.NoSandbox, chromedp.DisableGPU,
		chromedp.Flag("use-angle", "swiftshader"), chromedp.Flag("enable-unsafe-swiftshader", true),
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("no-first-run", true), chromedp.Flag("ignore-certificate-errors", true), chromedp.UserDataDir(t.TempDir()), chromedp.WindowSize(405, 720))
	defer cancel()
	ctx, cancel := chromedp.NewContext(allocCtx)
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	probe := func(ctx context.Context, tg *chromedp.Target) (chromedp.Void, error) {
		_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: startProbe})
		return chromedp.Void{}, err
	}
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(405, 720), probe, chromedp.Navigate(url)); err != nil {
		t.Fatal(err)
	}
	var first float64
	for {
		var err error
		if first, err = chromedp.Run(ctx, chromedp.Evaluate[float64](`window.__rm.first`)); err != nil {
			t.Fatal(err)
		}
		if first > 0 {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	// The first 5 s after the first frame, and 300 frames (a headless
	// browser drawing on the CPU makes fewer than 60 a second).
	var frames []float64
	for wait := time.Now().Add(20 * time.Second); ; time.Sleep(250 * time.Millisecond) {
		var err error
		if frames, err = chromedp.Run(ctx, chromedp.Evaluate[[]float64](`window.__rm.frames`)); err != nil {
			t.Fatal(err)
		}
		after := len(frames) - sort.SearchFloat64s(frames, first)
		if (after > 300 && frames[len(frames)-1] > first+5000) || time.Now().After(wait) {
			break
		}
	}
	s := startup{first: first}
	n := 0
	for i := 1; i < len(frames); i++ {
		if frames[i-1] < first {
			continue
		}
		gap := frames[i] - frames[i-1]
		if n++; n <= 300 {
			s.gap300 = max(s.gap300, gap)
		}
		if frames[i] <= first+5000 {
			s.gap5s = max(s.gap5s, gap)
		}
	}
	if n < 300 {
		t.Logf("%s: only %d animation frames in the 20 s after the first", url, n)
	}
	return s
}

// median returns the median of xs.
func median(xs []float64) float64 {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)/2]
}

// The browser build starts like a bare Ebitengine program: both served
// the same way (brotli, over HTTPS) and loaded in turn, each in a fresh
// browser, the test reports navigation to the first frame and the longest
// gap between animation frames in the first 300 frames and in the first
// 5 s, the game against the bare program, and each download. (A
// machine's speed is no test's to assert: the figures are for the notes.
// The download's bytes are: the game's may be at most maxDownload times
// the bare program's.)
// ROPEMAN_FULL=1 go test -run TestBrowserStartsLikeBare -v ./game/web
func TestBrowserStartsLikeBare(t *testing.T) {
	needs.Short(t, "builds two wasm programs and starts browsers")
	browser := needs.Chromium(t)
	gameDir, bareDir := assembled(t), t.TempDir()
	if err := assemble(bareDir, "ropeman/game/web/testdata/bare"); err != nil {
		t.Fatal(err)
	}
	gameSize, bareSize := sizes(t, gameDir), sizes(t, bareDir)
	t.Logf("download: the game %.2f MB brotli (%.0f bytes; %.2f MB raw), bare Ebitengine %.2f MB brotli (%.0f bytes; %.2f MB raw): %.4fx",
		gameSize[1]/1e6, gameSize[1], gameSize[0]/1e6, bareSize[1]/1e6, bareSize[1], bareSize[0]/1e6, gameSize[1]/bareSize[1])
	if gameSize[1] > maxDownload*bareSize[1] {
		t.Errorf("the game's download is %.4fx a bare Ebitengine program's, brotli: over the %.2fx it may be", gameSize[1]/bareSize[1], maxDownload)
	}
	gameSrv, bareSrv := httptest.NewTLSServer(Handler(gameDir)), httptest.NewTLSServer(Handler(bareDir))
	defer gameSrv.Close()
	defer bareSrv.Close()
	loads := 1 // each, in CI; ROPEMAN_FULL=1 loads each three times and takes the medians
	if os.Getenv("ROPEMAN_FULL") != "" {
		loads = 3
	}
	var game, bare [3][]float64
	for range loads {
		for _, c := range []struct {
			url string
			out *[3][]float64
		}{{gameSrv.URL + "/?autoplay", &game}, {bareSrv.URL + "/", &bare}} {
			s := loadPage(t, browser, c.url)
			for i, v := range [3]float64{s.first, s.gap300, s.gap5s} {
				c.out[i] = append(c.out[i], v)
			}
		}
	}
	t.Logf("navigation to first frame: the game %.0f ms (runs %v), bare %.0f ms (%v): %.2fx",
		median(game[0]), game[0], median(bare[0]), bare[0], median(game[0])/median(bare[0]))
	t.Logf("longest gap in the first 300 frames: the game %.0f ms (%v), bare %.0f ms (%v); in the first 5 s: the game %.0f ms, bare %.0f ms",
		median(game[1]), game[1], median(bare[1]), bare[1], median(game[2]), median(bare[2]))
}

// maxDownload is the most the browser build may weigh against a bare
// Ebitengine program's, brotli bytes to brotli bytes (the design's guard).
const maxDownload = 1.40

// sizes returns the raw and the brotli size of dir's game.wasm, bytes.
func sizes(t *testing.T, dir string) [2]float64 {
	var out [2]float64
	for i, name := range []string{"game.wasm", "game.wasm.br"} {
		st, err := os.Stat(filepath.Join(dir, name))
		if err != nil {
			t.Fatal(err)
		}
		out[i] = float64(st.Size())
	}
	return out
}
