#!/usr/bin/env bash
# emulator-check.sh APK: installs the debug APK on the running emulator,
# launches the game and checks that it stays up for half a minute without
# a crash (the game's first frames, its ad bridge started with the debug
# adapter), keeping a screenshot and the log as the job's evidence.
set -euo pipefail
apk=${1:?usage: emulator-check.sh app-debug.apk}
adb wait-for-device
adb install -r "$apk"
adb logcat -c
adb shell am start -W -n com.ropeman.app/.MainActivity
sleep 30
pid=$(adb shell pidof com.ropeman.app || true)
adb exec-out screencap -p > emulator.png || true
adb logcat -d > emulator.log
if [ -z "$pid" ] || grep -E "FATAL EXCEPTION|ropeman.*game update failed" emulator.log; then
  echo "emulator-check.sh: the game is not running after 30 s (see emulator.log)" >&2
  exit 1
fi
echo "emulator-check.sh: the game runs (pid $pid)"
