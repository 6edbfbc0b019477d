#!/usr/bin/env bash
# release-check.sh PLATFORM [ROOT]: refuse a release build of the app
# (PLATFORM android or ios) that would ship what only a test build may:
# the debug ad adapter, which pays every reward without an ad, or a
# placeholder id (YOUR_…, Google's sample app and ad unit ids). Each
# finding names the file, the line and the key; the exit status is 1 if
# there is any. ROOT is the repository (default: the one holding this
# script). Comment lines are not read: a commented-out example is fine.
set -euo pipefail
platform=${1:?usage: release-check.sh android|ios [ROOT]}
root=${2:-"$(cd "$(dirname "$0")/.." && pwd)"}
case "$platform" in
  android) files=(mobile/android/app/build.gradle mobile/android/app/src/main/java/com/ropeman/app/MainActivity.java) ;;
  ios) files=(mobile/ios/project.yml mobile/ios/RopeMan/GameViewController.swift) ;;
  *) echo "release-check.sh: unknown platform $platform (android or ios)" >&2; exit 2 ;;
esac
found=0
for f in "${files[@]}"; do
  [ -f "$root/$f" ] || { echo "$f: missing" >&2; found=1; continue; }
  # file:line: what, for each uncommented line holding a placeholder or
  # the debug adapter (// and # comments, whole-line or trailing).
  if out=$(awk -v f="$f" '
    { line = $0; sub(/^[ \t]*(\/\/|#).*/, "", line); sub(/[ \t]+(\/\/|#) .*$/, "", line)
      shown = line; gsub(/^[ \t]+|[ \t,]+$/, "", shown) }
    line ~ /YOUR_[A-Z_]+/ { print f ":" NR ": " shown ": a placeholder: put your own id there" }
    line ~ /ca-app-pub-3940256099942544/ { print f ":" NR ": " shown ": Google'"'"'s sample id: put your own app or ad unit id there" }
    line ~ /DebugRewardedAdapter[ \t]*\(/ { print f ":" NR ": " shown ": the debug ad adapter pays every reward without an ad: pick your network'"'"'s adapter" }
  ' "$root/$f") && [ -n "$out" ]; then
    echo "$out" >&2
    found=1
  fi
done
if [ "$found" -ne 0 ]; then
  echo "release-check.sh: a release build of the $platform app refuses these (see README: Swap in your ad provider)" >&2
  exit 1
fi
