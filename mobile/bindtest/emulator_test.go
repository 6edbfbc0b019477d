package bindtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The emulator check CI runs on the debug APK, tried here against a
// stand-in adb (no emulator runs on this machine) that answers as a
// device whose log holds what the bound Go library wrote: one reward and
// one close pass; none, two, a crash or a game that died fail.
func TestTheEmulatorCheck(t *testing.T) {
	script, _ := filepath.Abs(filepath.Join(mobileDir, "ci", "emulator-check.sh"))
	const ad = "I GoLog  : ropeman ads: show 20801 rewarded (\"reward\" x1)\nI GoLog  : ropeman ads: show 20801 closed\n"
	for _, c := range []struct {
		name, log, pid string
		ok             bool
	}{
		{"the ad paid once and closed once", ad, "1234", true},
		{"no ad", "I GoLog  : the game runs\n", "1234", false},
		{"paid twice", ad + "I GoLog  : ropeman ads: show 20801 rewarded (\"reward\" x1)\n", "1234", false},
		{"closed, never paid", "I GoLog  : ropeman ads: show 20801 closed\n", "1234", false},
		{"a crash", ad + "E AndroidRuntime: FATAL EXCEPTION: main\n", "1234", false},
		{"the game died", ad, "", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			adb := `#!/bin/sh
case "$*" in
  "logcat -d") cat "$FAKE_LOG" ;;
  "shell pidof com.ropeman.app") [ -n "$FAKE_PID" ] && echo "$FAKE_PID" ;;
  "shell am start -W -n com.ropeman.app/.MainActivity --ez ropeman.qa.show_ad true") echo started >> "$FAKE_CALLS" ;;
esac
exit 0
`
			if err := os.WriteFile(filepath.Join(dir, "adb"), []byte(adb), 0o755); err != nil {
				t.Fatal(err)
			}
			logFile := filepath.Join(dir, "device.log")
			if err := os.WriteFile(logFile, []byte(c.log), 0o644); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command("bash", script, "app-debug.apk")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PATH="+dir+":"+os.Getenv("PATH"), "FAKE_LOG="+logFile, "FAKE_PID="+c.pid,
				"FAKE_CALLS="+filepath.Join(dir, "calls"), "EMULATOR_WATCH_SECONDS=0")
			out, err := cmd.CombinedOutput()
			if (err == nil) != c.ok {
				t.Errorf("emulator-check.sh passed: %v, want %v\n%s", err == nil, c.ok, out)
			}
			if calls, _ := os.ReadFile(filepath.Join(dir, "calls")); !strings.Contains(string(calls), "started") {
				t.Error("emulator-check.sh did not launch the app with the QA extra")
			}
		})
	}
}
