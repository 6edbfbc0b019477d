package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"ropeman/game/needs"
)

// display returns the X display to run on. Without one the smoke tests
// skip (see needs.Skip).
func display(t *testing.T) string {
	d := os.Getenv("DISPLAY")
	if d == "" {
		needs.Skip(t, "no DISPLAY to run the game on (./build.sh test starts Xvfb)")
	}
	return d
}

// smokeGame compiles the game for a smoke test, which needs a display and
// is skipped by -short.
func smokeGame(t *testing.T) string {
	needs.Short(t, "runs the game")
	display(t)
	return buildGame(t)
}

// buildGame compiles the game, with the go build flags given (if any).
func buildGame(t *testing.T, flags ...string) string {
	bin := filepath.Join(t.TempDir(), "ropeman")
	args := append(append([]string{"build"}, flags...), "-o", bin, ".")
	out, err := exec.Command("go", args...).CombinedOutput()
	if err != nil {
		t.Fatalf("go build %q: %v\n%s", flags, err, out)
	}
	return bin
}

// TestHostileFlags runs the real binary with values a user (or a URL in
// the browser) can pass: each is refused with a message naming the flag
// and exit code 2, before any window opens, and never with a panic.
func TestHostileFlags(t *testing.T) {
	needs.Short(t, "builds the game")
	bin := buildGame(t)
	shotDir := t.TempDir()
	cases := [][]string{
		{"-width", "0"}, {"-width", "-5"}, {"-width", "100000"}, {"-width", "wide"}, {"-width", "99999999999999999999"},
		{"-height", "0"}, {"-height", "-720"}, {"-height", "100000"}, {"-height", "1e3"},
		{"-frames", "-1"}, {"-frames", "99999999999"}, {"-frames", "1.5"},
		{"-level", "-1"}, {"-level", "9223372036854775807"}, {"-level", "2000000"}, {"-level", "one"},
		{"-seed", "-1"}, {"-seed", "18446744073709551616"},
		{"-screenshot", filepath.Join(shotDir, "no", "such", "dir", "x.png"), "-frames", "5"},
		{"-screenshot", shotDir, "-frames", "5"},
		{"-screenshot", filepath.Join(shotDir, "x.png")},
		{"-bogus"}, {"stray-argument"}, {"-autoplay=maybe"}, {"-debug=2"},
		{"-width", "\x01\x1b[2J"}, {"-level", "\u202e5"},
		{"-tuning", filepath.Join(shotDir, "rope.json")}, // an A/B replay needs the recording
		{"-cpuprofile", filepath.Join(shotDir, "no", "such", "dir", "cpu.prof"), "-frames", "5"},
	}
	for _, args := range cases {
		cmd := exec.Command(bin, args...)
		cmd.Env = append(os.Environ(), "DISPLAY=") // nothing may need a screen
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		err := cmd.Run()
		code := -1
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		}
		msg := stderr.String()
		name := strings.TrimLeft(strings.SplitN(args[0], "=", 2)[0], "-")
		switch {
		case code != 2:
			t.Errorf("%q: exit code %d (%v), want 2\n%s", args, code, err, msg)
		case strings.Contains(msg, "panic") || strings.Contains(msg, "goroutine "):
			t.Errorf("%q: panicked:\n%s", args, msg)
		case !strings.Contains(msg, name):
			t.Errorf("%q: the message does not name %q:\n%s", args, name, msg)
		}
	}
}

// TestSmokeAutoplay runs the real game under the X server: the bot plays
// 600 ticks, the game exits 0, the screenshot shows the scene with the
// track where the camera says it is, and its CPU profile is written.
func TestSmokeAutoplay(t *testing.T) {
	bin := smokeGame(t)
	shot := filepath.Join(t.TempDir(), "smoke.png")
	if dir := os.Getenv("ROPEMAN_SHOT_DIR"); dir != "" {
		shot = filepath.Join(dir, "desktop.png")
	}
	prof := filepath.Join(t.TempDir(), "cpu.prof")
	out := runGame(t, exec.Command(bin, "-autoplay", "-level", "1", "-data", t.TempDir(), "-frames", "600", "-screenshot", shot, "-cpuprofile", prof))
	// The CPU profile of the run is written, gzipped as pprof writes it.
	if b, err := os.ReadFile(prof); err != nil || len(b) < 100 || b[0] != 0x1f || b[1] != 0x8b {
		t.Errorf("-cpuprofile: %d bytes (%v), want a gzipped profile", len(b), err)
	}
	var probe []int
	var last, sound, timings string
	sc := bufio.NewScanner(bytes.NewReader(out))
	for sc.Scan() {
		line := sc.Text()
		last = line
		t.Log(line)
		if strings.HasPrefix(line, "audio: ") {
			sound = line
		}
		if rest, ok := strings.CutPrefix(line, "timings: "); ok {
			timings = rest
		}
		if rest, ok := strings.CutPrefix(line, "probe track "); ok {
			probe = make([]int, 5)
			if _, err := fmt.Sscan(rest, &probe[0], &probe[1], &probe[2], &probe[3], &probe[4]); err != nil {
				t.Fatalf("bad probe line %q: %v", line, err)
			}
		}
	}
	// The last line sums the run up for QA: one JSON object.
	var sum struct {
		Level   int     `json:"level"`
		Outcome string  `json:"outcome"`
		Ticks   int     `json:"ticks"`
		Yarn    float64 `json:"yarnM"`
		Hash    string  `json:"hash"`
	}
	js, ok := strings.CutPrefix(last, "summary: ")
	if err := json.Unmarshal([]byte(js), &sum); !ok || err != nil || sum.Level != 1 || sum.Ticks == 0 || sum.Yarn <= 0 || len(sum.Hash) != 16 {
		t.Errorf("last line %q: want 'summary: ' and the run as JSON (%v)", last, err)
	}
	// The run's timings: every system's mean and worst cost a frame, as
	// JSON; in a run of the bot each of them did some work.
	var tm map[string]json.RawMessage
	if err := json.Unmarshal([]byte(timings), &tm); err != nil {
		t.Errorf("timings line %q: want the systems' costs as JSON (%v)", timings, err)
	}
	for _, name := range []string{"rope", "world", "bot", "scene", "camera", "hud", "submit"} {
		var c struct{ MeanUs, MaxUs float64 }
		if err := json.Unmarshal(tm[name], &c); err != nil || !(c.MeanUs > 0) || c.MaxUs < c.MeanUs {
			t.Errorf("timings of %s: %s (%v), want a mean above 0 and a worst frame at least the mean", name, tm[name], err)
		}
	}
	// The frames' whole work on the thread's CPU clock (Linux has one):
	// a median between 0 and the worst.
	var work struct {
		MeanUs, MedianUs, MaxUs float64
		Clock                   string
	}
	if err := json.Unmarshal(tm["work"], &work); err != nil || !(work.MedianUs > 0) || work.MaxUs < work.MedianUs || work.Clock != "thread CPU" {
		t.Errorf("timings of the frames' work: %s (%v), want a median above 0, a worst at least that, on the thread's CPU clock", tm["work"], err)
	}
	// The sound plays through the real audio stack (onto ALSA's null
	// device here): effects started and the music running at the end.
	var hz, played int
	var music bool
	if _, err := fmt.Sscanf(sound, "audio: %d Hz, %d effects played, music playing %t", &hz, &played, &music); err != nil || hz != 48000 || played == 0 || !music {
		t.Errorf("audio line %q (%v): want 48000 Hz, effects played and the music on", sound, err)
	}
	img := readPNG(t, shot)
	if n := distinctColours(img); n < 40 {
		t.Errorf("screenshot has %d distinct colours, want a rendered scene (>= 40)", n)
	}
	if probe == nil {
		t.Fatal("the game reported no track probe")
	}
	// The probe is the middle of a tile on the centre line; the pixel there
	// must be the tile's lit, fogged colour (the runner or his shadow may
	// stand on it, so a small neighbourhood is searched).
	if !colourNear(img, probe[0], probe[1], probe[2:], 6, 12) {
		t.Errorf("no pixel near (%d, %d) has the track colour %v", probe[0], probe[1], probe[2:])
	}
}

// TestSmokePlayGrowsNoBuffer plays a busy level (20: a bending track, its
// boss) in the real game: after the start's frames no frame grows a
// buffer of 32 KiB or more, neither the game's (the camera's batches, the
// rope's meshes) nor Ebitengine's (the vertices it copies for each
// destination image, grown to exactly each new largest call, and its
// command queues). A frame that grows one waits a millisecond for the
// allocation and the memory's first touch. -mute: the audio's thread
// would count its own.
func TestSmokePlayGrowsNoBuffer(t *testing.T) {
	bin := smokeGame(t)
	out := string(runGame(t, exec.Command(bin, "-autoplay", "-level", "20", "-mute", "-data", t.TempDir(), "-frames", "1500")))
	var n int
	i := strings.Index(out, "buffers grown after warm-up: ")
	if i < 0 {
		t.Fatalf("no line of the buffers grown after warm-up:\n%s", out)
	}
	if _, err := fmt.Sscanf(out[i:], "buffers grown after warm-up: %d allocations", &n); err != nil || n != 0 {
		t.Errorf("%s (%v): want no buffer grown in play", strings.SplitN(out[i:], "\n", 2)[0], err)
	}
}

// TestSmokeWithoutSound runs the real game where there is no sound device
// at all (no PulseAudio server, no ALSA device: a headless desktop, a VM,
// a container): it plays its frames on silent, says so once, and exits 0.
func TestSmokeWithoutSound(t *testing.T) {
	cmd, _ := withoutSound(t, smokeGame(t), 240)
	out := runGame(t, cmd)
	if n := strings.Count(string(out), "(playing silent)"); n != 1 {
		t.Errorf("the log says %d times that the game plays silent, want once:\n%s", n, out)
	}
	if !strings.Contains(string(out), "audio: silent, no sound device") || !strings.Contains(string(out), "summary: ") {
		t.Errorf("want the run summed up and the audio line saying silent:\n%s", out)
	}
}

// withoutSound is the game autoplaying level 1 for frames where there is
// no sound device: no PulseAudio server, and an ALSA configuration (conf)
// that knows no device, not even "default".
func withoutSound(t *testing.T, bin string, frames int) (cmd *exec.Cmd, conf string) {
	conf = filepath.Join(t.TempDir(), "asound.conf")
	os.WriteFile(conf, nil, 0o644)
	cmd = exec.Command(bin, "-autoplay", "-level", "1", "-data", t.TempDir(), "-frames", fmt.Sprint(frames))
	cmd.Env = append(os.Environ(), "ALSA_CONFIG_PATH="+conf,
		"PULSE_SERVER=unix:"+filepath.Join(t.TempDir(), "no-pulse"), "XDG_RUNTIME_DIR="+t.TempDir())
	return cmd, conf
}

// TestSmokeASoundDeviceThatAppearsLater starts the real game with no sound
// device (no PulseAudio, an ALSA configuration with no device), then gives
// ALSA its null device while the game runs: the game says once that it
// plays silent, then that a device appeared, and ends with its sound on.
func TestSmokeASoundDeviceThatAppearsLater(t *testing.T) {
	cmd, conf := withoutSound(t, smokeGame(t), 1200)
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	var out []string
	sc := bufio.NewScanner(stdout)
	for sc.Scan() {
		line := sc.Text()
		out = append(out, line)
		if strings.Contains(line, "(playing silent)") {
			// The game is up and silent: a device appears. ALSA notices a
			// changed configuration by its mtime, in whole seconds: give
			// the file one it has not had.
			os.WriteFile(conf, []byte("pcm.!default { type null }\n"), 0o644)
			later := time.Now().Add(3 * time.Second)
			os.Chtimes(conf, later, later)
		}
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("game exited with %v\n%s\n%s", err, strings.Join(out, "\n"), stderr.String())
	}
	all := strings.Join(out, "\n")
	var hz, played int
	var music bool
	serr := fmt.Errorf("no audio summary")
	for _, line := range out {
		if strings.HasPrefix(line, "audio: ") && strings.Contains(line, " Hz, ") {
			_, serr = fmt.Sscanf(line, "audio: %d Hz, %d effects played, music playing %t", &hz, &played, &music)
		}
	}
	if strings.Count(all, "(playing silent)") != 1 || !strings.Contains(all, "audio: a sound device appeared: sound on") || serr != nil || played == 0 || !music {
		t.Errorf("want once silent, then the device appeared and sound played to the end:\n%s", all)
	}
}

// TestSmokeReplayThatDiffersFails records a run with the real binary, then
// replays it once as recorded (exit 0) and once with its end state edited:
// that replay says it differs and exits non-zero, so a script checking
// replays (a server re-simulating runs) cannot take it for a match.
func TestSmokeReplayThatDiffersFails(t *testing.T) {
	bin := smokeGame(t)
	file := filepath.Join(t.TempDir(), "run.json")
	runGame(t, exec.Command(bin, "-autoplay", "-level", "1", "-mute", "-data", t.TempDir(), "-frames", "300", "-record", file))
	runGame(t, exec.Command(bin, "-replay", file, "-mute", "-data", t.TempDir(), "-frames", "400"))
	// The same recording as an A/B replay under a rope of one substep: no
	// window (no display at all), both runs side by side.
	rope := filepath.Join(t.TempDir(), "rope.json")
	os.WriteFile(rope, []byte(`{"rope": {"substeps": 1, "maxSubsteps": 4, "gravity": {"x": 0, "y": -9.81, "z": 0}, "damping": 0.55,
		"drag": 0.5, "compliance": 0, "bendCompliance": 0.002, "radius": 0.045, "friction": 0.8}}`), 0o644)
	ab := exec.Command(bin, "-replay", file, "-tuning", rope)
	ab.Env = append(os.Environ(), "DISPLAY=")
	if out := string(runGame(t, ab)); !strings.Contains(out, "A/B replay of level 1") || !strings.Contains(out, "A ends where the recording did") ||
		!strings.Contains(out, "The runs part at tick 1 ") || !strings.Contains(out, "/ 4\n") {
		t.Errorf("the A/B replay's report:\n%s", out)
	}
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rec struct{ Hash string }
	if err := json.Unmarshal(data, &rec); err != nil || len(rec.Hash) != 16 {
		t.Fatalf("the recording: %v, hash %q", err, rec.Hash)
	}
	wrong := strings.Repeat("0", 16)
	os.WriteFile(file, bytes.Replace(data, []byte(`"hash": "`+rec.Hash), []byte(`"hash": "`+wrong), 1), 0o644)
	cmd := exec.Command(bin, "-replay", file, "-mute", "-data", t.TempDir(), "-frames", "400")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() == 0 || !strings.Contains(string(out), "DIFFERS") ||
		!strings.Contains(stderr.String(), "the recording at "+wrong) {
		t.Errorf("a replay that differs: %v\nstdout:\n%s\nstderr:\n%s", err, out, stderr.String())
	}
}

// runGame runs the game and returns what it printed; if it does not exit
// 0 the test fails with its arguments, its output and its stderr (where a
// panic or a fatal error goes).
//
// A game that could not open the X display at all is started once more:
// the test's own Xvfb, flooded by the screens test's games starting at
// once on a loaded machine, can refuse a connection (a player's phone has
// no X server to refuse it).
func runGame(t *testing.T, cmd *exec.Cmd) []byte {
	t.Helper()
	for try := 0; ; try++ {
		var stderr bytes.Buffer
		cmd.Stderr = &stderr
		out, err := cmd.Output()
		if err != nil && try == 0 && strings.Contains(stderr.String(), "failed to open display") {
			t.Logf("the X server refused the game's connection; starting it again: %s", strings.TrimSpace(stderr.String()))
			time.Sleep(time.Second)
			next := exec.Command(cmd.Path, cmd.Args[1:]...)
			next.Env, next.Dir = cmd.Env, cmd.Dir
			cmd = next
			continue
		}
		if err != nil {
			t.Fatalf("game %q exited with %v\nstdout:\n%s\nstderr:\n%s", cmd.Args[1:], err, out, stderr.String())
		}
		return out
	}
}

func distinctColours(img image.Image) int {
	seen := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, g, bl, _ := img.At(x, y).RGBA()
			seen[(r>>8)<<16|(g>>8)<<8|bl>>8] = true
		}
	}
	return len(seen)
}

// colourNear reports whether a pixel within radius of (x, y) is within tol
// of want in every channel.
func colourNear(img image.Image, x, y int, want []int, radius, tol int) bool {
	for dy := -radius; dy <= radius; dy++ {
		for dx := -radius; dx <= radius; dx++ {
			r, g, b, _ := img.At(x+dx, y+dy).RGBA()
			got := []int{int(r >> 8), int(g >> 8), int(b >> 8)}
			ok := true
			for i := range got {
				ok = ok && abs(got[i]-want[i]) <= tol
			}
			if ok {
				return true
			}
		}
	}
	return false
}

func abs(v int) int { return max(v, -v) }

// TestSmokeGizmos runs the real game under the X server with -gizmos on
// level 19, where a spider walks a hill ahead of him: the screenshot shows
// the gizmos' foot rays (cyan), planted feet (orange), IK targets (yellow)
// and spider's path (blue) in their own colours, which the same frame
// without -gizmos hardly has at all.
func TestSmokeGizmos(t *testing.T) {
	bin := smokeGame(t)
	count := func(gizmos bool) map[string]int {
		shot := filepath.Join(t.TempDir(), "gizmos.png")
		args := []string{"-autoplay", "-level", "19", "-mute", "-data", "", "-frames", "715", "-screenshot", shot}
		if gizmos {
			args = append(args, "-gizmos")
		}
		runGame(t, exec.Command(bin, args...))
		img := readPNG(t, shot)
		n := map[string]int{}
		want := map[string][3]uint32{"ray": {0, 230, 255}, "planted": {255, 120, 0}, "target": {255, 230, 0}, "path": {60, 110, 255}}
		b := img.Bounds()
		for y := b.Min.Y; y < b.Max.Y; y++ {
			for x := b.Min.X; x < b.Max.X; x++ {
				r, g, bl, _ := img.At(x, y).RGBA()
				for name, c := range want {
					if absDiff(uint8(r>>8), uint8(c[0])) <= 3 && absDiff(uint8(g>>8), uint8(c[1])) <= 3 && absDiff(uint8(bl>>8), uint8(c[2])) <= 3 {
						n[name]++
					}
				}
			}
		}
		return n
	}
	with, without := count(true), count(false)
	t.Logf("gizmo pixels with -gizmos %v, without %v", with, without)
	for name, n := range with {
		if n < 12 || without[name] > n/4 {
			t.Errorf("%s: %d pixels with -gizmos, %d without", name, n, without[name])
		}
	}
	if len(with) < 4 {
		t.Errorf("only %v of the gizmos' colours are on the frame", with)
	}
}
