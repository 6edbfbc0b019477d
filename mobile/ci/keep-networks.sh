#!/usr/bin/env bash
# keep-networks.sh NETWORK... [--root DIR]: keeps the rewarded-ad networks
# named (max, admob, levelplay) and drops the others from the apps, as a
# publisher does who ships one: each dropped network's adapter (Java and
# Swift), its Swift tests, its SDKs (the build.gradle and project.yml lines
# marked "ads: NAME"), its line in Xcode's release-check inputs and the
# commented example that picks it in MainActivity and GameViewController,
# and the test stand-ins for its SDK with the check that runs the adapter
# on them. Google's consent SDK (UMP) stays. ./build.sh test passes after
# it, whichever networks are kept (TestSwappingNeedsNoTestEdited).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
keep=()
while [ $# -gt 0 ]; do
  case "$1" in
    --root) root=${2:?--root needs a directory}; shift 2 ;;
    max|admob|levelplay) keep+=("$1"); shift ;;
    *) echo "keep-networks.sh: unknown network $1 (max, admob or levelplay)" >&2; exit 2 ;;
  esac
done
[ ${#keep[@]} -gt 0 ] || { echo "usage: keep-networks.sh max|admob|levelplay... [--root DIR]" >&2; exit 2; }

m="$root/mobile"
app="$m/android/app/src/main/java/com/ropeman/app"
sdk="$m/bindtest/testdata/sdk"
for net in max admob levelplay; do
  [[ " ${keep[*]} " == *" $net "* ]] && continue
  case "$net" in
    max) adapter=MaxRewardedAdapter stubs=("$sdk/com/applovin") ;;
    admob) adapter=AdMobRewardedAdapter stubs=("$sdk/com/google/android/gms") ;;
    levelplay) adapter=LevelPlayRewardedAdapter stubs=("$sdk/com/unity3d") ;;
  esac
  rm -rf "$app/ads/$adapter.java" "$m/ios/RopeMan/Ads/$adapter.swift" "$m/ios/RopeManTests/${adapter}Tests.swift" \
    "$m/bindtest/testdata/check/com/ropeman/app/ads/${adapter}Check.java" "${stubs[@]}"
  sed -i "/ads: $net\$/d" "$m/android/app/build.gradle"
  # project.yml: a marked package is its line and the indented ones under it.
  awk -v mark="# ads: $net" '
    index($0, mark) && $0 ~ /^  [A-Za-z]/ { drop = 1; next }
    drop && /^    / { next }
    { drop = 0 }
    index($0, mark) { next }
    { print }
  ' "$m/ios/project.yml" > "$m/ios/project.yml.new" && mv "$m/ios/project.yml.new" "$m/ios/project.yml"
  sed -i "/\/$adapter\.swift\$/d" "$m/ios/release-check.xcfilelist"
  sed -i "/^ *\/\/ .*[^A-Za-z]$adapter(/d" "$app/MainActivity.java" "$m/ios/RopeMan/GameViewController.swift"
  echo "keep-networks.sh: dropped $net ($adapter and its SDK)"
done
