#!/usr/bin/env bash
# emulator-check.sh APK: installs the debug APK on the running emulator,
# launches the game with the QA extra (a debug build then shows the debug
# adapter's ad at once: MainActivity, Mobile.QAShowAd), and checks that the
# show came through the bound Go library exactly once (one reward, one
# close, as the device log says) and that the game stays up for half a
# minute without a crash, keeping a screenshot and the log as the job's
# evidence.
set -euo pipefail
apk=${1:?usage: emulator-check.sh app-debug.apk}
adb wait-for-device
adb install -r "$apk"
adb logcat -c
adb shell am start -W -n com.ropeman.app/.MainActivity --ez ropeman.qa.show_ad true
sleep "${EMULATOR_WATCH_SECONDS:-30}"
pid=$(adb shell pidof com.ropeman.app || true)
adb exec-out screencap -p > emulator.png || true
adb logcat -d > emulator.log
if [ -z "$pid" ] || grep -E "FATAL EXCEPTION|ropeman.*game update failed" emulator.log; then
  echo "emulator-check.sh: the game is not running after 30 s (see emulator.log)" >&2
  exit 1
fi
rewards=$(grep -c "ropeman ads: show [0-9]* rewarded" emulator.log || true)
closes=$(grep -c "ropeman ads: show [0-9]* closed" emulator.log || true)
if [ "$rewards" != 1 ] || [ "$closes" != 1 ]; then
  echo "emulator-check.sh: the debug adapter's ad was rewarded $rewards times and closed $closes times; want once each (see emulator.log)" >&2
  exit 1
fi
echo "emulator-check.sh: the game runs (pid $pid); its ad paid once and closed once"
